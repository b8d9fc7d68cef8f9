import { describe, expect, it } from 'vitest';
import { linkify, safeHref } from './linkify';

const links = (text: string) => linkify(text).filter((s) => s.kind === 'link');

describe('linkify', () => {
  it('turns web addresses into links and keeps the rest as text', () => {
    expect(linkify('看这里 https://example.com/a?b=1 谢谢')).toEqual([
      { kind: 'text', text: '看这里 ' },
      { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: ' 谢谢' },
    ]);
    expect(links('www.clearsight.example/docs')).toEqual([
      { kind: 'link', text: 'www.clearsight.example/docs', href: 'https://www.clearsight.example/docs' },
    ]);
  });

  it('leaves sentence punctuation outside the link', () => {
    expect(links('see https://example.com/a.')[0]).toMatchObject({ href: 'https://example.com/a' });
    expect(links('(https://example.com/x)')[0]).toMatchObject({ text: 'https://example.com/x' });
    expect(links('https://en.wikipedia.org/wiki/Lens_(optics)')[0]).toMatchObject({
      text: 'https://en.wikipedia.org/wiki/Lens_(optics)',
    });
    expect(links('链接：https://example.com/中文，后面')[0]).toMatchObject({ text: 'https://example.com/中文' });
  });

  it('never links javascript:, data: or other schemes', () => {
    for (const payload of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(document.cookie)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
    ]) {
      expect(links(payload)).toEqual([]);
      expect(linkify(payload)).toEqual([{ kind: 'text', text: payload }]);
    }
    expect(links('https://javascript:alert(1)@x')).toEqual([]);
  });

  it('keeps HTML as text: nothing ever becomes markup', () => {
    const html = '<img src=x onerror=alert(1)><script>alert(1)</script><a href="javascript:alert(1)">x</a>';
    const segments = linkify(html);
    expect(segments).toEqual([{ kind: 'text', text: html }]);
    // An address inside an attribute-looking string stops at the quote or bracket.
    const tricky = links('<a href="https://evil.example/"onmouseover="alert(1)">');
    expect(tricky).toEqual([{ kind: 'link', text: 'https://evil.example/', href: 'https://evil.example/' }]);
  });

  it('refuses credentials in addresses', () => {
    expect(safeHref('https://user:pass@example.com')).toBeNull();
    expect(safeHref('http://example.com')).toBe('http://example.com/');
  });

  it('returns the text unchanged when there is no address', () => {
    expect(linkify('')).toEqual([]);
    expect(linkify('no links here')).toEqual([{ kind: 'text', text: 'no links here' }]);
  });
});

import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { escapeHtml, markup, Markup } from './markup';

const HOSTILE = `<img src=x onerror="alert('1')"> & "quoted" 'single' </div>`;

describe('markup', () => {
  it('escapes text and attribute values as React does', () => {
    const written = markup`<a title="${HOSTILE}" href="/x">${HOSTILE}</a>`;
    const react = renderToStaticMarkup(createElement('a', { title: HOSTILE, href: '/x' }, HOSTILE));
    expect(written.__html).toBe(react);
    expect(escapeHtml(HOSTILE)).not.toMatch(/[<>"']/);
  });

  it('puts markup made by `markup` in as it is, and lists of either in order', () => {
    const items = ['a<b', 'c&d'].map((text) => markup`<li>${text}</li>`);
    expect(markup`<ul>${items}</ul>`.__html).toBe('<ul><li>a&lt;b</li><li>c&amp;d</li></ul>');
    expect(markup`<p>${[markup`<b>1</b>`, '<i>2</i>', 3]}</p>`.__html).toBe('<p><b>1</b>&lt;i&gt;2&lt;/i&gt;3</p>');
  });

  it('writes nothing for null, undefined and false', () => {
    expect(markup`<p>${null}${undefined}${false}</p>`.__html).toBe('<p></p>');
  });

  it('is what React takes as an element’s inner HTML', () => {
    const bold = markup`<b>${'bold & <safe>'}</b>`;
    expect(bold).toBeInstanceOf(Markup);
    expect(renderToStaticMarkup(createElement('div', { dangerouslySetInnerHTML: bold }))).toBe(
      '<div><b>bold &amp; &lt;safe&gt;</b></div>',
    );
  });
});

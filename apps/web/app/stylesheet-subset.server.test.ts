import { describe, expect, it } from 'vitest';
import { classesIn, parseStylesheet, requiredClasses, subsetOf } from './stylesheet-subset.server';

const subset = (css: string, classes: string[]) => subsetOf(parseStylesheet(css), new Set(classes));

describe('requiredClasses', () => {
  it('names the classes a selector needs, unescaped', () => {
    expect(requiredClasses('.fm-topic .fm-topic__title>a:hover')).toEqual(['fm-topic', 'fm-topic__title']);
    expect(requiredClasses('.md\\:grid.is-open')).toEqual(['md:grid', 'is-open']);
    expect(requiredClasses('#nprogress .bar')).toEqual(['bar']);
  });

  it('does not require what a selector can match without: attributes and the arguments of :not, :is, :where, :has', () => {
    expect(requiredClasses('a[href$=".pdf"]')).toEqual([]);
    expect(requiredClasses('.cs-tabs a[aria-current=page]')).toEqual(['cs-tabs']);
    expect(requiredClasses('.wmde-markdown div>ol:not([type]):not(.x)')).toEqual(['wmde-markdown']);
    expect(requiredClasses(':where(.a,.b(c)) .c:is(.d)')).toEqual(['c']);
    expect(requiredClasses('.card:has(.img:hover) .title')).toEqual(['card', 'title']);
  });
});

describe('subsetOf', () => {
  it('keeps the rules and selectors the page can use, in their order', () => {
    const css = '.a{color:red}.b{color:blue}.a .c,.a{margin:0}.d,.a>p{padding:0}';
    expect(subset(css, ['a'])).toBe('.a{color:red}.a{margin:0}.a>p{padding:0}');
    expect(subset(css, ['a', 'b', 'c', 'd'])).toBe(css);
    expect(subset(css, [])).toBe('');
  });

  it('keeps what is not a style rule, and filters inside @media, @supports and @layer blocks', () => {
    const css =
      '@layer cs-base,cs-shell;@font-face{font-family:x;src:url(x.woff2)}:root{--cs-h:32px}' +
      '@keyframes spin{0%{transform:rotate(0)}to{transform:rotate(360deg)}}' +
      '@layer cs-base{.a{color:red}@media (width<=768px){.a{color:blue}.b{color:green}}}' +
      '@media print{.b{display:none}}@layer cs-shell{.b{top:0}}';
    expect(subset(css, ['a'])).toBe(
      '@layer cs-base,cs-shell;@font-face{font-family:x;src:url(x.woff2)}:root{--cs-h:32px}' +
        '@keyframes spin{0%{transform:rotate(0)}to{transform:rotate(360deg)}}' +
        // An emptied @layer block stays (it places its layer in the order); an emptied @media block goes.
        '@layer cs-base{.a{color:red}@media (width<=768px){.a{color:blue}}}@layer cs-shell{}',
    );
  });

  it('reads braces, commas and semicolons inside strings as text', () => {
    const css = '.a:before{content:"}{;,"}.b,.a[title="x,.b{"]{content:\'}\'}.c{color:red}';
    expect(subset(css, ['a'])).toBe('.a:before{content:"}{;,"}.a[title="x,.b{"]{content:\'}\'}');
  });

  it('reads braces inside comments as text, and ends at a comment that is never closed', () => {
    const css = '/* } */.a{color:red/* { */}.b{color:blue}';
    expect(subset(css, ['a'])).toBe('/* } */.a{color:red/* { */}');
    expect(subset('.a{color:red}/* .b{', ['a'])).toBe('.a{color:red}/* .b{');
  });

  it('parses the same rules back to the same text when every class is there', () => {
    const css = '.x{a:b}@media (min-width:1px){.y,.z{c:d}}@supports (display:grid){.x{display:grid}}';
    expect(subset(css, ['x', 'y', 'z'])).toBe(css);
  });
});

describe('classesIn', () => {
  it("collects every class of the document's class attributes", () => {
    const html = '<html class="root"><body><div class="a  b"><span class="">x</span><p data-class="c">.d</p></div>';
    expect([...classesIn(Buffer.from(html))].sort()).toEqual(['a', 'b', 'root']);
  });

  it('reads names around Chinese text, and names that are not ASCII, as they were written', () => {
    // 蠠 is E8 A0 A0 in UTF-8: read byte by byte, A0 is a no-break space, which must not split a name.
    const html = '<p class="蠠x note">蠠 标题</p><b class="zh-标题\u00a0y"></b>';
    expect([...classesIn(Buffer.from(html))].sort()).toEqual(['note', 'zh-标题\u00a0y', '蠠x']);
  });
});

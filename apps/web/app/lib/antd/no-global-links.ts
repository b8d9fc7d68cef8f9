import type { CSSObject, Transformer } from '@ant-design/cssinjs';

/**
 * antd adds a global `a { color: var(--ant-color-link) … }` (its reset) with the first component it draws, and
 * outside its scope that variable is undefined, so every link of the page takes its parent's colour: on the login
 * page the brand, the language switch and the card's links turned dark on dark after the first message. Unlayered,
 * it also beats every rule of the site's own layers. The site styles its links itself (`a` in app.css), so this
 * drops that one rule, recognised by a property only antd's link reset sets, wherever antd emits it.
 */
export const noGlobalLinks: Transformer = {
  visit(style: CSSObject): CSSObject {
    const link = style.a as CSSObject | undefined;
    if (!link || typeof link !== 'object' || link['-webkit-text-decoration-skip' as keyof CSSObject] !== 'objects')
      return style;
    const { a: _dropped, ...rest } = style;
    return rest;
  },
};

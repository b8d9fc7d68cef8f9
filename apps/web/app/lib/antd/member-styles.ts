/**
 * The antd components a page's member-only parts draw once the member's data has come, named in the route's
 * handle (`export const handle = { memberAntd: ['button', 'calendar'] }`). The server puts their styles into a
 * signed-in member's page (`member-styles.server.tsx`), so the browser finds them there instead of working them
 * out while the member's parts appear (docs/decisions/0048-member-parts-styles-in-the-page.md). Names only: the
 * components themselves are the server file's, so naming one here loads nothing in the browser.
 */
export type AntdPart =
  | 'app'
  | 'badge'
  | 'button'
  | 'calendar'
  | 'empty'
  | 'input'
  | 'inputNumber'
  | 'mentions'
  | 'progress'
  | 'spin'
  | 'table'
  | 'tabs'
  | 'tag'
  | 'textArea'
  | 'tooltip';

export interface MemberStylesHandle {
  memberAntd?: readonly AntdPart[];
}

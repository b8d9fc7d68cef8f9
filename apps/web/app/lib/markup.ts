/**
 * Markup written as text, for the parts of the page every page draws the same way (the mega-menu's panel, the
 * footer's link columns): React renders each element on the server and hydrates it again in the browser; a string
 * is written once and never hydrated (docs/decisions/0050-site-chrome-as-markup.md).
 *
 * `markup` escapes everything put into it, as React escapes text and attribute values, except what another `markup`
 * made; so text from the database can never become markup. The result goes to an element's
 * `dangerouslySetInnerHTML` as it is (it has the `__html` that React reads).
 */
export class Markup {
  constructor(readonly __html: string) {}
}

/** What a template may hold: text (escaped), markup made by `markup`, lists of either, and nothing. */
type Part = string | number | Markup | readonly Part[] | null | undefined | false;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

/** The text as HTML text or attribute value: the five characters React escapes, escaped the way React does. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

function written(part: Part): string {
  if (part === null || part === undefined || part === false) return '';
  if (part instanceof Markup) return part.__html;
  if (Array.isArray(part)) return (part as readonly Part[]).map(written).join('');
  return escapeHtml(String(part));
}

/**
 * A template of markup: markup\`<a href="${href}">${label}</a>\`, every value escaped unless it is markup. (Not
 * named `html`: Prettier would format such templates as HTML, adding the white space React never writes.)
 */
export function markup(strings: TemplateStringsArray, ...parts: Part[]): Markup {
  let out = strings[0]!;
  for (let i = 0; i < parts.length; i++) out += written(parts[i]) + strings[i + 1]!;
  return new Markup(out);
}

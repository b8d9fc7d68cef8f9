/**
 * The one rule for what rendered markdown may contain, shared by the server's renderer (markdown-it and
 * sanitize-html, for stored pages) and the browser's (lib/markdown.ts, for previews and the assistant's streamed
 * answers), so the two can never disagree about a link. Plain values and functions: no zod, nothing to load.
 */

/** The elements rendered markdown may hold; anything else is dropped (server) or never produced (browser). */
export const MARKDOWN_ALLOWED_TAGS: readonly string[] = [
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
];

/** Schemes a link (`<a href>`) may use. */
export const MARKDOWN_LINK_SCHEMES: readonly string[] = ['http', 'https', 'mailto'];
/** Schemes an image (`<img src>`) may use; `data:` only for the raster images of SAFE_DATA_IMAGE. */
export const MARKDOWN_IMAGE_SCHEMES: readonly string[] = ['http', 'https', 'data'];
/** `//host/path` takes the page's own scheme (http or https): as safe as either. */
export const MARKDOWN_ALLOW_PROTOCOL_RELATIVE = true;
/** The only `data:` URLs an image may show: base64 PNG, JPEG, GIF or WebP, never HTML or an SVG document. */
export const SAFE_DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp);base64,[A-Za-z0-9+/=\s]+$/i;

/**
 * A URL as a browser reads its scheme: browsers drop control characters and spaces before and tabs and line
 * breaks inside a URL, so `\x01javascript:` and `java\tscript:` are `javascript:` to them. Every C0 control
 * character, the space, DEL and the C1 controls go, wherever they are (what sanitize-html does, and a little more).
 */
export function compactUrl(url: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  return url.replace(/[\u0000-\u0020\u007f-\u009f]+/g, '');
}

/** The URL's scheme in lower case (`javascript`, `https`), or null when it has none (a relative URL). */
export function urlScheme(url: string): string | null {
  const match = /^([a-zA-Z][a-zA-Z0-9.+-]*):/.exec(compactUrl(url));
  return match ? match[1]!.toLowerCase() : null;
}

/**
 * Whether rendered markdown may carry this URL (already decoded from any HTML entities) as a link's `href` or an
 * image's `src`: an allowed scheme, a raster `data:` image, a protocol-relative URL, or a relative one.
 */
export function isSafeMarkdownUrl(url: string, tag: 'a' | 'img'): boolean {
  const compact = compactUrl(url);
  const scheme = urlScheme(compact);
  if (scheme === null) {
    // `//host` and `\\host` (browsers read a backslash as a slash) take the page's scheme.
    if (/^[/\\]{2}/.test(compact)) return MARKDOWN_ALLOW_PROTOCOL_RELATIVE;
    return true;
  }
  const allowed = tag === 'img' ? MARKDOWN_IMAGE_SCHEMES : MARKDOWN_LINK_SCHEMES;
  if (!allowed.includes(scheme)) return false;
  return scheme !== 'data' || SAFE_DATA_IMAGE.test(url.trim());
}

/**
 * `@userName` mentions (decision 0032). A name is a member's public handle (2–20 letters or digits, the account
 * rule). The `@` must not follow an ASCII letter, digit or a character of an address (`a@b.com`, `x.com/@a`,
 * `?u=@a` are no mentions), and the name must end where a handle ends: not before another letter, digit or `_`,
 * nor before `.` plus a letter or digit (`@example.com` is a domain). Chinese text may run straight into `@`.
 */
const MENTION_RE = /(?<![A-Za-z0-9_.+\-/\\=@:#%&?~])@([A-Za-z0-9]{2,20})(?![A-Za-z0-9_@]|\.[A-Za-z0-9])/g;
/** Code in plain text (fenced blocks, then `inline` spans): a mention there is only text. */
const PLAIN_CODE_RE = /```[\s\S]*?(?:```|$)|`[^`\n]+`/g;

export interface MentionMatch {
  /** Where `@` is, and the end of the name, in UTF-16 code units of the text. */
  start: number;
  end: number;
  /** As typed (user names are unique regardless of case). */
  userName: string;
}

/**
 * The mentions in a run of text, in order. `plain` text (comments) may hold backtick code, which never mentions;
 * the markdown renderer passes only text outside code, links and images (`plain: false`).
 */
export function findMentions(text: string, plain = true): MentionMatch[] {
  const code: Array<[number, number]> = plain
    ? [...text.matchAll(PLAIN_CODE_RE)].map((m) => [m.index, m.index + m[0].length])
    : [];
  const out: MentionMatch[] = [];
  for (const m of text.matchAll(MENTION_RE)) {
    const start = m.index;
    if (code.some(([a, b]) => start >= a && start < b)) continue;
    out.push({ start, end: start + m[0].length, userName: m[1]! });
  }
  return out;
}

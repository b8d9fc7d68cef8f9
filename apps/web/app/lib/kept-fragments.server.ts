import type { FoundElement, KeptFragments } from './kept-fragments';

/**
 * Parts of pages kept as HTML between server renders (decision 0052): a board's topic cards, the home page's
 * sections. Their HTML depends only on the values they are drawn from, and rendering them again for every member
 * whose page missed the page cache was most of the render. Each part is kept by a key made of those values (the
 * whole topic as the list gives it, the language, the options), so a changed topic, count or language is a new key
 * and never an old part: nothing has to be forgotten, the oldest parts just fall out. The HTML is what React wrote
 * for the part in an earlier render of the same build, so a page with kept parts is the same bytes, and hydrates
 * the same, as one rendered from scratch (the tests compare both).
 */

/** How many parts are kept: a few pages of every board in both languages (about 2 KB each, 8 MB in all). */
const ITEMS_KEPT = 4000;

interface KeptPart {
  html: string;
  /** The string areas the part's text came from: a page showing it declares them as if it had rendered it. */
  areas: readonly string[];
}

const kept = new Map<string, KeptPart>();

function remember(key: string, item: KeptPart, store: Map<string, KeptPart>): void {
  store.delete(key);
  if (store.size >= ITEMS_KEPT) store.delete(store.keys().next().value as string);
  store.set(key, item);
}

const TAG_END = '>'.charCodeAt(0);
const SPACE = ' '.charCodeAt(0);
const SLASH = '/'.charCodeAt(0);

/** An attribute value as React writes it (only values that need no escaping are looked for). */
const PLAIN_VALUE = /^[\w-]+$/;
const PLAIN_TAG = /^[a-z]+$/;

/**
 * The inner HTML of the one element `<tag … attribute="value" …>` in a document React wrote, or null when there is
 * not exactly one such attribute. React escapes `<` and `>` in text and attribute values, so the first `>` after
 * the attribute ends the start tag and every `<tag` and `</tag>` after it is markup; nested elements of the same tag
 * are counted.
 */
export function innerHtmlOf(html: Buffer, { tag, attribute, value }: FoundElement): string | null {
  if (!PLAIN_VALUE.test(value) || !PLAIN_TAG.test(tag) || !/^[\w-]+$/.test(attribute)) return null;
  const marker = Buffer.from(` ${attribute}="${value}"`);
  const at = html.indexOf(marker);
  if (at === -1 || html.indexOf(marker, at + marker.length) !== -1) return null;
  const openTag = Buffer.from(`<${tag}`);
  const closeTag = Buffer.from(`</${tag}>`);
  const open = html.lastIndexOf(openTag, at);
  // The attribute must be on a start tag of this element, not on one inside it or after it.
  if (open === -1 || html.indexOf(TAG_END, open) < at || !endsName(html[open + openTag.length])) return null;
  const start = html.indexOf(TAG_END, at) + 1;
  let depth = 1;
  let from = start;
  for (;;) {
    const close = html.indexOf(closeTag, from);
    if (close === -1) return null;
    let next = html.indexOf(openTag, from);
    // `<link` after `<li`, `<sectionx`: another element.
    while (next !== -1 && next < close && !endsName(html[next + openTag.length])) {
      next = html.indexOf(openTag, next + openTag.length);
    }
    if (next !== -1 && next < close) {
      depth += 1;
      from = next + openTag.length;
    } else {
      depth -= 1;
      from = close + closeTag.length;
      if (depth === 0) return html.toString('utf8', start, close);
    }
  }
}

/** Whether the byte after `<tag` ends the tag's name (a space before attributes, or the end of the start tag). */
function endsName(byte: number | undefined): boolean {
  return byte === SPACE || byte === TAG_END || byte === SLASH;
}

/** One render's side of the kept elements: what `<Kept>` asks during the render, `keep` once it is complete. */
export interface RequestFragments extends KeptFragments {
  /** The string areas of the kept elements this render used, which it must declare as its own. */
  readonly areasUsed: Set<string>;
  /** While an element to be kept is rendered, the areas of the strings it uses (recorded for it). */
  recording(): Set<string> | null;
  /** Keeps the elements this render drew from scratch, from the complete document React wrote. */
  keep(html: Buffer): void;
}

export function createRequestFragments(store: Map<string, KeptPart> = kept): RequestFragments {
  const drawn = new Map<string, { found: FoundElement; areas: Set<string> }>();
  const areasUsed = new Set<string>();
  let current: Set<string> | null = null;
  return {
    areasUsed,
    keyOf(name, watch) {
      try {
        return `${name}\u0000${JSON.stringify(watch)}`;
      } catch {
        return null;
      }
    },
    take(key) {
      const item = store.get(key);
      if (!item) return undefined;
      remember(key, item, store);
      for (const area of item.areas) areasUsed.add(area);
      return item.html;
    },
    begin(key, found) {
      current = new Set();
      drawn.set(key, { found, areas: current });
    },
    end() {
      current = null;
    },
    recording() {
      return current;
    },
    keep(html) {
      for (const [key, { found, areas }] of drawn) {
        const inner = innerHtmlOf(html, found);
        if (inner !== null) remember(key, { html: inner, areas: [...areas] }, store);
      }
    },
  };
}

import type { KeptFragments } from './kept-fragments';

/**
 * List items kept as HTML between server renders (decision 0052). A forum page is mostly a list of items (topic
 * cards) whose HTML depends only on the values they are drawn from; rendering them again for every member whose
 * page missed the page cache was most of the render. Each item is kept by a key made of those values (the whole
 * topic as the list gives it, the language, the options), so a changed topic, count or language is a new key and
 * never an old item: nothing has to be forgotten, the oldest items just fall out. The HTML is what React wrote for
 * the item in an earlier render of the same build, so a kept item's page is the same bytes, and hydrates the same,
 * as one rendered from scratch (a test compares both).
 */

/** How many items are kept: a few pages of every board in both languages (about 2 KB each, 8 MB in all). */
const ITEMS_KEPT = 4000;

interface KeptItem {
  html: string;
  /** The string areas the item's text came from: a page showing it declares them as if it had rendered it. */
  areas: readonly string[];
}

const kept = new Map<string, KeptItem>();

function remember(key: string, item: KeptItem, store: Map<string, KeptItem>): void {
  store.delete(key);
  if (store.size >= ITEMS_KEPT) store.delete(store.keys().next().value as string);
  store.set(key, item);
}

/** An island's key as React writes it in the item's `data-island` attribute (only names that need no escaping). */
const PLAIN_ISLAND = /^[\w-]+$/;

const LI_OPEN = Buffer.from('<li');
const LI_CLOSE = Buffer.from('</li>');
const TAG_END = '>'.charCodeAt(0);
const SPACE = ' '.charCodeAt(0);

/**
 * The inner HTML of the one `<li>` carrying `data-island="<island>"` in a document React wrote, or null when there
 * is not exactly one. React escapes `<` and `>` in text and attribute values, so the first `>` after the attribute
 * ends the start tag and every `<li` and `</li>` after it is markup; nested items are counted.
 */
export function innerHtmlOfItem(html: Buffer, island: string): string | null {
  if (!PLAIN_ISLAND.test(island)) return null;
  const marker = Buffer.from(` data-island="${island}"`);
  const at = html.indexOf(marker);
  if (at === -1 || html.indexOf(marker, at + marker.length) !== -1) return null;
  const open = html.lastIndexOf(LI_OPEN, at);
  if (open === -1 || html.indexOf(TAG_END, open) < at) return null;
  const start = html.indexOf(TAG_END, at) + 1;
  let depth = 1;
  let from = start;
  for (;;) {
    const close = html.indexOf(LI_CLOSE, from);
    if (close === -1) return null;
    let next = html.indexOf(LI_OPEN, from);
    // `<link`, `<li…` of another name: not an item.
    while (next !== -1 && next < close && html[next + 3] !== SPACE && html[next + 3] !== TAG_END) {
      next = html.indexOf(LI_OPEN, next + 3);
    }
    if (next !== -1 && next < close) {
      depth += 1;
      from = next + LI_OPEN.length;
    } else {
      depth -= 1;
      from = close + LI_CLOSE.length;
      if (depth === 0) return html.toString('utf8', start, close);
    }
  }
}

/** One render's side of the kept items: what `<KeptItem>` asks during the render, `keep` once it is complete. */
export interface RequestFragments extends KeptFragments {
  /** The string areas of the kept items this render used, which it must declare as its own. */
  readonly areasUsed: Set<string>;
  /** Is an item being rendered: the areas of the strings it uses are recorded for it. */
  recording(): Set<string> | null;
  /** Keeps the items this render drew from scratch, from the complete document React wrote. */
  keep(html: Buffer): void;
}

export function createRequestFragments(store: Map<string, KeptItem> = kept): RequestFragments {
  const drawn = new Map<string, { island: string; areas: Set<string> }>();
  const areasUsed = new Set<string>();
  let current: Set<string> | null = null;
  return {
    areasUsed,
    keyOf(island, watch) {
      try {
        return `${island}\u0000${JSON.stringify(watch)}`;
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
    begin(key, island) {
      current = new Set();
      drawn.set(key, { island, areas: current });
    },
    end() {
      current = null;
    },
    recording() {
      return current;
    },
    keep(html) {
      for (const [key, { island, areas }] of drawn) {
        const inner = innerHtmlOfItem(html, island);
        if (inner !== null) remember(key, { html: inner, areas: [...areas] }, store);
      }
    },
  };
}

import { createCache, extractStyle } from '@ant-design/cssinjs';

type StyleCache = ReturnType<typeof createCache>;

/**
 * antd's CSS-in-JS computes a component's styles (tokens, then CSS text through its serialiser) the first time
 * it meets them in a cache. A new cache per request — needed so each document gets only its own page's
 * styles — would recompute all of them on every server render. Computed entries depend only on their key
 * (theme hash and component path), so they are kept here for the life of the process and handed to each
 * request's cache on first use: a request's cache still holds exactly the entries its render touched, in the
 * order it touched them (so the extracted `<style>` is the same as before), but nothing is computed twice.
 * Bounded by the number of distinct styles the site uses (themes × components), not by traffic.
 */
const computed = new Map<string, unknown>();

/** A per-request cache for `<StyleProvider cache>` that reuses styles computed by earlier renders. */
export function createRequestStyleCache(shared: Map<string, unknown> = computed): StyleCache {
  const cache = createCache();
  const update = cache.opUpdate.bind(cache);
  cache.opUpdate = (key, valueFn) =>
    update(key, (previous) => {
      const next = valueFn(previous ?? (shared.get(key) as typeof previous));
      // Only a finished entry is shared; a removal (null) stays with this request.
      if (next != null && !shared.has(key)) shared.set(key, next);
      return next;
    });
  return cache;
}

/** How many different sets of styles keep their extracted bytes: a set per page kind and view, far fewer in use. */
const EXTRACTS_KEPT = 256;
const extracted = new Map<string, Buffer>();

/**
 * The `<style>` elements of the styles a request's cache holds, as bytes. Pages of one kind use the same styles,
 * and an entry's text depends only on its key (above), so the same keys in the same order give the same text:
 * it is extracted and encoded once per set, not once per render (tens of kilobytes a page).
 */
export function extractStyles(cache: StyleCache, kept: Map<string, Buffer> = extracted): Buffer {
  const key = [...cache.cache.keys()].join('\n');
  let styles = kept.get(key);
  if (!styles) {
    styles = Buffer.from(extractStyle(cache));
    if (kept.size >= EXTRACTS_KEPT) kept.clear();
    kept.set(key, styles);
  }
  return styles;
}

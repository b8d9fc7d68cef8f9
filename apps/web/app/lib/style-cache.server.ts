import { createCache } from '@ant-design/cssinjs';

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

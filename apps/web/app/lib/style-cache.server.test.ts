import { extractStyle } from '@ant-design/cssinjs';
import { describe, expect, it, vi } from 'vitest';
import { createRequestStyleCache, extractStyles } from './style-cache.server';

/** What antd's useGlobalCache does with an entry: keep what is there, or compute it. */
function touch(cache: ReturnType<typeof createRequestStyleCache>, key: string, compute: () => unknown) {
  cache.opUpdate(key, (previous) => {
    const [times = 0, value] = (previous as [number, unknown] | null) ?? [];
    return [times, value ?? compute()];
  });
  return (cache.opGet(key) as [number, unknown])[1];
}

describe('request style cache', () => {
  it('computes an entry once per process and hands it to later requests', () => {
    const shared = new Map<string, unknown>();
    const compute = vi.fn(() => ({ css: '.a{color:red}' }));
    const first = touch(createRequestStyleCache(shared), 'style%a', compute);
    const second = touch(createRequestStyleCache(shared), 'style%a', compute);
    expect(compute).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);
  });

  it("holds only the entries its own render touched, so a page's styles stay its own", () => {
    const shared = new Map<string, unknown>();
    const one = createRequestStyleCache(shared);
    touch(one, 'style%a', () => 'a');
    touch(one, 'style%b', () => 'b');
    const two = createRequestStyleCache(shared);
    touch(two, 'style%b', () => 'never');
    expect([...two.cache.keys()]).toEqual(['style%b']);
    expect(two.opGet('style%a')).toBeNull();
  });

  it('extracts the same style tags as a fresh cache', () => {
    const entry: [number, unknown] = [0, ['.x{margin:0}', 'css-x', {}, false, 0]];
    const fresh = createRequestStyleCache(new Map());
    fresh.opUpdate('style%x', () => entry);
    const shared = new Map<string, unknown>([['style%x', entry]]);
    const reused = createRequestStyleCache(shared);
    reused.opUpdate('style%x', (previous) => previous);
    expect(extractStyle(reused)).toBe(extractStyle(fresh));
    expect(extractStyle(reused)).toContain('.x{margin:0}');
  });

  it('keeps a removal to the request that made it', () => {
    const shared = new Map<string, unknown>();
    const one = createRequestStyleCache(shared);
    touch(one, 'style%a', () => 'a');
    one.opUpdate('style%a', () => null);
    expect(one.opGet('style%a')).toBeNull();
    expect(touch(createRequestStyleCache(shared), 'style%a', () => 'again')).toBe('a');
  });

  it('extracts a set of styles once: a later render with the same ones gets the same bytes, another set its own', () => {
    const shared = new Map<string, unknown>();
    const kept = new Map<string, Buffer>();
    const x: [number, unknown] = [0, ['.x{margin:0}', 'css-x', {}, false, 0]];
    const y: [number, unknown] = [0, ['.y{padding:0}', 'css-y', {}, false, 0]];
    const render = (entries: [string, [number, unknown]][]) => {
      const cache = createRequestStyleCache(shared);
      for (const [key, entry] of entries) cache.opUpdate(key, () => entry);
      return cache;
    };
    const first = render([['style%x', x]]);
    const bytes = extractStyles(first, kept);
    expect(bytes.toString('utf8')).toBe(extractStyle(render([['style%x', x]])));
    expect(extractStyles(render([['style%x', x]]), kept)).toBe(bytes);
    const both = extractStyles(
      render([
        ['style%x', x],
        ['style%y', y],
      ]),
      kept,
    );
    expect(both.toString('utf8')).toContain('.y{padding:0}');
    expect(both.toString('utf8')).toContain('.x{margin:0}');
    expect(kept.size).toBe(2);
  });
});

import { extractStyle } from '@ant-design/cssinjs';
import { describe, expect, it, vi } from 'vitest';
import { createRequestStyleCache } from './style-cache.server';

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
});

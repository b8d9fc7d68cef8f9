import type { HomePage } from '@clearsight/contracts';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../shared/clock.js';
import { createHomeService } from './home.service.js';

/** A home service over stand-in services that count how often the aggregate is built. */
function homeWithCounters(
  options: { failNext?: boolean; contentVersion?: (tenantId: string) => Promise<number> } = {},
) {
  const clock = new ManualClock(new Date('2026-11-28T10:00:00Z'));
  const calls = { banners: 0 };
  let failNext = options.failNext ?? false;
  const empty = async () => [];
  const home = createHomeService({
    banners: {
      live: async () => {
        calls.banners += 1;
        if (failNext) {
          failNext = false;
          throw new Error('database unavailable');
        }
        return [];
      },
    } as never,
    catalog: { homeTypes: empty } as never,
    solutions: { homeTypes: empty } as never,
    news: { latest: empty, upcomingEvents: empty } as never,
    college: { featured: empty } as never,
    hotTopics: empty,
    clock,
    reuseMs: 10_000,
    ...(options.contentVersion ? { contentVersion: options.contentVersion } : {}),
  });
  return { home, clock, calls };
}

describe('home page aggregate', () => {
  it('builds once per tenant within the reuse time, and again after it', async () => {
    const { home, clock, calls } = homeWithCounters();
    const first: HomePage = await home.page('t1');
    await home.page('t1');
    expect(calls.banners).toBe(1);
    await home.page('t2');
    expect(calls.banners).toBe(2);
    clock.advance(10_001);
    expect(await home.page('t1')).toEqual(first);
    expect(calls.banners).toBe(3);
  });

  it('builds again as soon as the tenant’s content changed, and only that tenant’s', async () => {
    const { home, calls } = homeWithCounters();
    await Promise.all([home.page('t1'), home.page('t2')]);
    home.contentChanged('t1');
    await home.page('t1');
    await home.page('t2');
    expect(calls.banners).toBe(3);
  });

  it('shares one build between requests that arrive together, and does not keep a failed one', async () => {
    const { home, calls } = homeWithCounters({ failNext: true });
    const both = await Promise.allSettled([home.page('t1'), home.page('t1')]);
    expect(both.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(calls.banners).toBe(1);
    await expect(home.page('t1')).resolves.toMatchObject({ banners: [] });
    expect(calls.banners).toBe(2);
  });

  it('builds again when the shared content version moved (a change made on another instance)', async () => {
    const versions = new Map<string, number>();
    let unreadable = false;
    const { home, calls } = homeWithCounters({
      contentVersion: async (tenantId) => {
        if (unreadable) throw new Error('Redis unavailable');
        return versions.get(tenantId) ?? 0;
      },
    });
    await home.page('t1');
    await home.page('t1');
    expect(calls.banners).toBe(1);
    // Another instance changed t1's content: this one never heard `contentChanged`, only the version moved.
    versions.set('t1', 1);
    await home.page('t1');
    expect(calls.banners).toBe(2);
    await home.page('t1');
    expect(calls.banners).toBe(2);
    // A version that cannot be read is never taken as "unchanged".
    unreadable = true;
    await home.page('t1');
    expect(calls.banners).toBe(3);
  });
});

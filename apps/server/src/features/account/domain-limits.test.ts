import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../shared/clock.js';
import { MemoryKeyValueStore } from '../../shared/kv-store.js';
import { createDomainLimits } from './domain-limits.js';

const RULE = { limit: 3, windowMs: 60_000 };

describe('domain limits', () => {
  it('allows up to the limit per window, then says how long to wait', async () => {
    const clock = new ManualClock(new Date('2026-03-01T08:00:10Z'));
    const limits = createDomainLimits({ kv: new MemoryKeyValueStore(), clock });
    for (let i = 0; i < 3; i += 1) expect((await limits.hit('k', RULE)).allowed).toBe(true);
    const fourth = await limits.hit('k', RULE);
    expect(fourth).toMatchObject({ allowed: false, count: 4, retryAfterSeconds: 50 });
    expect((await limits.hit('other', RULE)).allowed).toBe(true);
    clock.advance(50_000);
    expect((await limits.hit('k', RULE)).allowed).toBe(true);
  });

  it('peeks without counting, and resets', async () => {
    const clock = new ManualClock(new Date('2026-03-01T08:00:00Z'));
    const limits = createDomainLimits({ kv: new MemoryKeyValueStore(), clock });
    expect((await limits.peek('k', RULE)).allowed).toBe(true);
    for (let i = 0; i < 3; i += 1) await limits.hit('k', RULE);
    expect((await limits.peek('k', RULE)).allowed).toBe(false);
    await limits.reset('k', RULE);
    expect(await limits.peek('k', RULE)).toMatchObject({ allowed: true, count: 0 });
  });

  it('does not count when disabled by configuration', async () => {
    const limits = createDomainLimits({ kv: new MemoryKeyValueStore(), clock: new ManualClock(), disabled: true });
    for (let i = 0; i < 10; i += 1) expect((await limits.hit('k', RULE)).allowed).toBe(true);
  });

  it('hands a slot to one caller per period, and takes it back on release', async () => {
    const clock = new ManualClock(new Date('2026-03-01T08:00:00Z'));
    const limits = createDomainLimits({ kv: new MemoryKeyValueStore(), clock });
    const results = await Promise.all([limits.claim('s', 60_000), limits.claim('s', 60_000)]);
    expect(results.sort()).toEqual([0, 60]);
    clock.advance(15_000);
    expect(await limits.claim('s', 60_000)).toBe(45);
    await limits.release('s');
    expect(await limits.claim('s', 60_000)).toBe(0);
    // The store still holds the slot but our clock says the period is over: it is taken over.
    clock.advance(61_000);
    expect(await limits.claim('s', 60_000)).toBe(0);
  });
});

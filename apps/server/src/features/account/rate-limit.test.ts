import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../shared/clock.js';
import { MemoryKeyValueStore } from '../../shared/kv-store.js';
import { createRateLimiter, waitText } from './rate-limit.js';

const RULE = { limit: 3, windowMs: 60_000 };

describe('rate limiter', () => {
  it('allows up to the limit per window, then says how long to wait', async () => {
    const clock = new ManualClock(new Date('2026-03-01T08:00:10Z'));
    const limiter = createRateLimiter({ kv: new MemoryKeyValueStore(), clock });
    for (let i = 0; i < 3; i += 1) expect((await limiter.hit('k', RULE)).allowed).toBe(true);
    const fourth = await limiter.hit('k', RULE);
    expect(fourth).toMatchObject({ allowed: false, count: 4, retryAfterSeconds: 50 });
    expect((await limiter.hit('other', RULE)).allowed).toBe(true);
    clock.advance(50_000);
    expect((await limiter.hit('k', RULE)).allowed).toBe(true);
  });

  it('peeks without counting, and resets', async () => {
    const clock = new ManualClock(new Date('2026-03-01T08:00:00Z'));
    const limiter = createRateLimiter({ kv: new MemoryKeyValueStore(), clock });
    expect((await limiter.peek('k', RULE)).allowed).toBe(true);
    for (let i = 0; i < 3; i += 1) await limiter.hit('k', RULE);
    expect((await limiter.peek('k', RULE)).allowed).toBe(false);
    await limiter.reset('k', RULE);
    expect(await limiter.peek('k', RULE)).toMatchObject({ allowed: true, count: 0 });
  });

  it('does nothing when disabled by configuration', async () => {
    const limiter = createRateLimiter({ kv: new MemoryKeyValueStore(), clock: new ManualClock(), disabled: true });
    for (let i = 0; i < 10; i += 1) expect((await limiter.hit('k', RULE)).allowed).toBe(true);
  });

  it('words waits in seconds or minutes', () => {
    expect(waitText(45)).toBe('45 秒');
    expect(waitText(0)).toBe('1 秒');
    expect(waitText(61)).toBe('2 分钟');
    expect(waitText(600)).toBe('10 分钟');
  });
});

import type { Clock } from '../../shared/clock.js';
import type { KeyValueStore } from '../../shared/kv-store.js';

/**
 * Account rules that count outcomes, not requests: wrong passwords for one user name from one address,
 * wrong old passwords of a signed-in member, codes texted to one phone. Requests per client address are
 * not counted here: routes declare those through mountRoute's `rateLimit` (@fastify/rate-limit). See
 * docs/decisions/0010-rate-limits.md for where the line runs.
 */
export interface LimitRule {
  limit: number;
  windowMs: number;
}

export interface LimitState {
  /** False once the window's count has reached (peek) or passed (hit) the rule's limit. */
  allowed: boolean;
  count: number;
  /** Seconds until the current window ends (when the limit lifts). */
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters and cooldown slots in the shared key-value store (Redis across instances). Windows
 * are derived from the injected clock and named in the key, so the rules follow the same time as everything
 * else (tests move a ManualClock; the store's own expiry only collects old windows).
 */
export function createDomainLimits(deps: { kv: KeyValueStore; clock: Clock; disabled?: boolean }) {
  const { kv, clock } = deps;

  function windowOf(key: string, rule: LimitRule) {
    const now = clock.now().getTime();
    const index = Math.floor(now / rule.windowMs);
    return {
      key: `rl:${key}:${rule.windowMs}:${index}`,
      retryAfterSeconds: Math.max(1, Math.ceil(((index + 1) * rule.windowMs - now) / 1000)),
    };
  }

  const open: LimitState = { allowed: true, count: 0, retryAfterSeconds: 0 };

  return {
    /** Counts one event and says whether it is still within the limit. */
    async hit(key: string, rule: LimitRule): Promise<LimitState> {
      if (deps.disabled) return open;
      const w = windowOf(key, rule);
      const count = await kv.increment(w.key, rule.windowMs);
      return { allowed: count <= rule.limit, count, retryAfterSeconds: w.retryAfterSeconds };
    },

    /** Whether the limit is already reached, without counting (failures are counted only when they happen). */
    async peek(key: string, rule: LimitRule): Promise<LimitState> {
      if (deps.disabled) return open;
      const w = windowOf(key, rule);
      const count = Number((await kv.get(w.key)) ?? 0);
      return { allowed: count < rule.limit, count, retryAfterSeconds: w.retryAfterSeconds };
    },

    async reset(key: string, rule: LimitRule): Promise<void> {
      await kv.delete(windowOf(key, rule).key);
    },

    /**
     * Takes a one-at-a-time slot for `periodMs` (one SMS per phone per minute): 0 when this call took it,
     * otherwise the seconds still to wait. Atomic across concurrent requests and instances.
     */
    async claim(key: string, periodMs: number): Promise<number> {
      const slot = key;
      const nowMs = clock.now().getTime();
      if (await kv.setIfAbsent(slot, String(nowMs), periodMs)) return 0;
      const since = Number(await kv.get(slot));
      const left = periodMs - (nowMs - since);
      if (Number.isFinite(since) && left > 0) return Math.ceil(left / 1000);
      // The slot is older than the period by our clock but the store (which keeps its own time) still
      // holds it: take it over.
      await kv.delete(slot);
      return (await kv.setIfAbsent(slot, String(nowMs), periodMs)) ? 0 : Math.ceil(periodMs / 1000);
    },

    /** Gives a slot back (the text it was taken for never left). */
    async release(key: string): Promise<void> {
      await kv.delete(key);
    },
  };
}
export type DomainLimits = ReturnType<typeof createDomainLimits>;

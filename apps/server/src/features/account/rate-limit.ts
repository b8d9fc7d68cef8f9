import type { Clock } from '../../shared/clock.js';
import type { KeyValueStore } from '../../shared/kv-store.js';

export interface RateRule {
  limit: number;
  windowMs: number;
}

export interface RateState {
  /** False once the window's count has passed the rule's limit. */
  allowed: boolean;
  count: number;
  /** Seconds until the current window ends (when the limit lifts). */
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters in the shared key-value store (Redis across instances). The window is derived from
 * the injected clock and named in the key, so limits follow the same time as everything else (tests move
 * a ManualClock; the store's own expiry only collects old windows).
 */
export function createRateLimiter(deps: { kv: KeyValueStore; clock: Clock; disabled?: boolean }) {
  const { kv, clock } = deps;

  function windowOf(key: string, rule: RateRule) {
    const now = clock.now().getTime();
    const index = Math.floor(now / rule.windowMs);
    return {
      key: `rl:${key}:${rule.windowMs}:${index}`,
      retryAfterSeconds: Math.max(1, Math.ceil(((index + 1) * rule.windowMs - now) / 1000)),
    };
  }

  return {
    /** Counts one event and says whether it is still within the limit. */
    async hit(key: string, rule: RateRule): Promise<RateState> {
      if (deps.disabled) return { allowed: true, count: 0, retryAfterSeconds: 0 };
      const w = windowOf(key, rule);
      const count = await kv.increment(w.key, rule.windowMs);
      return { allowed: count <= rule.limit, count, retryAfterSeconds: w.retryAfterSeconds };
    },

    /** Whether the limit is already reached, without counting (e.g. failures counted only when they happen). */
    async peek(key: string, rule: RateRule): Promise<RateState> {
      if (deps.disabled) return { allowed: true, count: 0, retryAfterSeconds: 0 };
      const w = windowOf(key, rule);
      const count = Number((await kv.get(w.key)) ?? 0);
      return { allowed: count < rule.limit, count, retryAfterSeconds: w.retryAfterSeconds };
    },

    async reset(key: string, rule: RateRule): Promise<void> {
      await kv.delete(windowOf(key, rule).key);
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;

/** "45 秒" or "3 分钟": how long to wait, in the words a 429 message shows. */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${Math.max(1, Math.ceil(seconds))} 秒`;
  return `${Math.ceil(seconds / 60)} 分钟`;
}

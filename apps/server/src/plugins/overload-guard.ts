import { performance, type EventLoopUtilization } from 'node:perf_hooks';
import { API_BASE } from '@clearsight/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { INTERNAL_RENDER_HEADER } from './web.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false`: the overload guard never sheds this route (the web build's static files). */
    overloadGuard?: boolean;
  }
  interface FastifyInstance {
    /** The overload guard's state, where it is on (config.overloadGuard). */
    overloadGuard?: { readonly overloaded: boolean; readonly lastSample: OverloadSample };
  }
}

/**
 * What counts as overload (docs/decisions/0027-overload-guard.md). Every second the guard takes the event loop's
 * mean delay and its utilisation over that second; a second is overloaded when both are past their limit, and
 * the guard sheds new requests once `sustainedSeconds` overloaded seconds follow one another, until a second
 * that is not.
 */
export const OVERLOAD_LIMITS = {
  sampleMs: 1000,
  /**
   * Mean event-loop delay in a second. A saturated loop's delay is about the work it runs per turn: one render's
   * synchronous stretch (tens of ms; a few hundred on a starved machine) times the requests ready together. A
   * page takes several turns, so a second past this is a page taking seconds: overload, not a busy server.
   */
  maxDelayMs: 1000,
  /** Share of the second the loop spent working: below it the loop had idle time, so it was keeping up. */
  minUtilization: 0.9,
  /** Consecutive overloaded seconds before shedding: one long task makes one bad second, never three. */
  sustainedSeconds: 3,
} as const;

export type OverloadLimits = typeof OVERLOAD_LIMITS;

export interface OverloadSample {
  /** The event loop's mean delay over the sample, in milliseconds. */
  delayMs: number;
  /** The share of the sample the event loop was busy, 0 to 1. */
  utilization: number;
}

/** The guard's decision from its samples alone (no clock, no timers), so it is tested sample by sample. */
export class OverloadState {
  private overloadedInARow = 0;
  private last: OverloadSample = { delayMs: 0, utilization: 0 };

  constructor(private readonly limits: Pick<OverloadLimits, 'maxDelayMs' | 'minUtilization' | 'sustainedSeconds'>) {}

  record(sample: OverloadSample): void {
    this.last = sample;
    const overloaded = sample.delayMs > this.limits.maxDelayMs && sample.utilization >= this.limits.minUtilization;
    this.overloadedInARow = overloaded ? this.overloadedInARow + 1 : 0;
  }

  get overloaded(): boolean {
    return this.overloadedInARow >= this.limits.sustainedSeconds;
  }

  get lastSample(): OverloadSample {
    return this.last;
  }
}

/** The guard's answer; the error envelope turns it into a 503 with Retry-After (a small page for a browser). */
export class OverloadedError extends Error {
  readonly statusCode = 503;
  constructor() {
    super('服务器繁忙，请稍后再试');
    this.name = 'OverloadedError';
  }
}

/**
 * Requests the guard never sheds: the web build's static files (a page already sent needs its scripts and
 * styles, and the build serves them from memory-cheap files), the health answers (a load balancer must tell
 * a busy instance from a dead one), and the renderer's own API calls (the page they belong to was admitted;
 * refusing its data would waste the work and show a broken page).
 */
function exempt(request: FastifyRequest, internalRenderToken: string): boolean {
  if (request.routeOptions.config?.overloadGuard === false) return true;
  if (request.url === `${API_BASE}/health` || request.url.startsWith(`${API_BASE}/health/`)) return true;
  return request.headers[INTERNAL_RENDER_HEADER] === internalRenderToken;
}

/**
 * Answers 503 while the server is overloaded as OVERLOAD_LIMITS says, and while the extra check (tests) answers
 * false. The server exposes its state as `overloadGuard` (overloaded, and the last second's figures).
 */
export async function registerOverloadGuard(
  server: FastifyInstance,
  deps: {
    internalRenderToken: string;
    limits?: OverloadLimits;
    /** Polled every 5 s (and once now): while it answers false, requests are shed as under overload. */
    extraCheck?: () => Promise<boolean>;
  },
): Promise<void> {
  const limits = deps.limits ?? OVERLOAD_LIMITS;
  const state = new OverloadState(limits);
  // The delay is measured by a timer of the guard's own, every tick: how late it fires is how long the loop
  // was busy before coming round to it. (Node's event-loop delay histogram records nothing in a window with
  // fewer than two turns, which is just when the loop is most blocked.) The window closes on a tick, so every
  // window has a reading.
  const tickMs = 100;
  let utilizationMark: EventLoopUtilization = performance.eventLoopUtilization();
  let windowStart = performance.now();
  let expected = windowStart + tickMs;
  let lateSum = 0;
  let ticks = 0;
  let closed = false;
  let timer: NodeJS.Timeout;
  const tick = () => {
    const now = performance.now();
    lateSum += Math.max(0, now - expected);
    ticks += 1;
    if (now - windowStart >= limits.sampleMs) {
      const mark = performance.eventLoopUtilization();
      const utilization = performance.eventLoopUtilization(mark, utilizationMark).utilization;
      state.record({ delayMs: lateSum / ticks, utilization });
      utilizationMark = mark;
      windowStart = now;
      lateSum = 0;
      ticks = 0;
    }
    if (closed) return;
    expected = now + tickMs;
    timer = setTimeout(tick, tickMs);
    timer.unref();
  };
  timer = setTimeout(tick, tickMs);
  timer.unref();

  let extraHealthy = true;
  let extraTimer: NodeJS.Timeout | undefined;
  if (deps.extraCheck) {
    const check = deps.extraCheck;
    const run = async () => {
      extraHealthy = await check().catch(() => false);
    };
    await run();
    extraTimer = setInterval(() => void run(), 5000);
    extraTimer.unref();
  }

  server.decorate('overloadGuard', {
    get overloaded() {
      return state.overloaded || !extraHealthy;
    },
    get lastSample() {
      return state.lastSample;
    },
  });
  server.addHook('onRequest', async (request) => {
    if (!state.overloaded && extraHealthy) return;
    if (exempt(request, deps.internalRenderToken)) return;
    throw new OverloadedError();
  });
  server.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
    if (extraTimer) clearInterval(extraTimer);
  });
}

/**
 * The draw widgets' behaviour (docs/product.md#lucky-draws), kept apart from the drawing so it can be
 * tested without a canvas: a run goes idle → accelerating → constant → decelerating → idle and then raises
 * an end event carrying the prize. The canvas (lucky-canvas) is an engine this machine drives; it draws, the
 * machine decides.
 *
 * - `play()` starts a run from idle (anything else is ignored).
 * - `stop(index)` names where the run ends. A negative index cancels the run: back to idle, no end event.
 *   Without an index the machine picks one by the prizes' `range` weights (a local, demo mode: real draws
 *   are decided by the server, which answers the index). The slot machine takes one number (every reel
 *   stops there) or an array as long as its reels; anything else cancels the run and logs an error.
 * - A run spins at constant speed for at least `constantTime` (1 s) before it decelerates: a stop that arrives
 *   while accelerating (a real draw's answer comes back well within the acceleration) or early in the constant
 *   phase waits for it, so every run shows its constant step. The engine is told where to stop only when the
 *   deceleration starts (lucky-canvas decelerates as soon as it knows, once its acceleration is over).
 */

export type DrawKind = 'wheel' | 'grid' | 'slot';
export type DrawPhase = 'idle' | 'accelerating' | 'constant' | 'decelerating';
export type DrawTarget = number | number[];

/** The documented defaults of every widget. */
export const DRAW_WIDGET_DEFAULTS = {
  speed: 20,
  accelerationTime: 2500,
  decelerationTime: 2500,
  rows: 3,
  cols: 3,
  size: 300,
  gutter: 5,
  slots: 3,
  /** The shortest constant-speed step of a run, in ms. */
  constantTime: 1000,
} as const;

/**
 * How long after the deceleration should have ended the machine waits for the engine's own end before it
 * ends the run itself (an engine that never draws, e.g. a hidden tab whose animation frames are paused).
 */
export const END_GRACE_MS = 1000;

export interface WeightedPrize {
  /** Relative chance of being picked when no index is given; missing or ≤ 0 means never. */
  range?: number;
}

export interface DrawEnd<P> {
  /** Where the run stopped: the prize's index, or one index per reel on the slot machine. */
  index: DrawTarget;
  /** The prize won; on the slot machine only when every reel shows the same prize. */
  prize: P | undefined;
}

/** What draws the run: lucky-canvas in the browser, a fake in tests. */
export interface DrawEngine {
  play(): void;
  /** A resolved target, or -1 to stop where it is. */
  stop(target: DrawTarget): void;
}

export interface Timers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realTimers: Timers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface DrawMachineOptions<P extends WeightedPrize> {
  kind: DrawKind;
  prizes: readonly P[];
  /** Reels of the slot machine (3 by default). */
  slots?: number;
  accelerationTime?: number;
  decelerationTime?: number;
  /** The shortest constant-speed step (DRAW_WIDGET_DEFAULTS.constantTime). */
  constantTime?: number;
  engine?: DrawEngine | null;
  random?: () => number;
  timers?: Timers;
  /** The clock the constant step is measured with. */
  now?: () => number;
  log?: (message: string) => void;
  onPhase?: (phase: DrawPhase) => void;
  onEnd?: (end: DrawEnd<P>) => void;
  onCancel?: () => void;
}

/**
 * A weighted pick: index i with probability range_i / Σ range (only positive ranges count). Answers -1 when
 * no prize has a positive range.
 */
export function pickByRange(ranges: readonly (number | undefined)[], random: () => number = Math.random): number {
  const weights = ranges.map((r) => (typeof r === 'number' && Number.isFinite(r) && r > 0 ? r : 0));
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (total <= 0) return -1;
  const point = random() * total;
  let edge = 0;
  let last = -1;
  for (let i = 0; i < weights.length; i += 1) {
    if (weights[i]! <= 0) continue;
    edge += weights[i]!;
    last = i;
    if (point < edge) return i;
  }
  return last;
}

export type StopResolution = { kind: 'target'; target: DrawTarget } | { kind: 'cancel'; error: string | null };

/** Checks a stop argument against the widget: where the run ends, or why it is cancelled. */
export function resolveStop(
  kind: DrawKind,
  index: unknown,
  prizeCount: number,
  slots: number,
  pick: () => number,
): StopResolution {
  const inRange = (n: number) => Number.isInteger(n) && n >= 0 && n < prizeCount;
  if (index === undefined || index === null) {
    const picked = pick();
    if (picked < 0) return { kind: 'cancel', error: 'stop(): no prize has a positive range to pick from' };
    return { kind: 'target', target: kind === 'slot' ? Array.from({ length: slots }, () => picked) : picked };
  }
  if (kind === 'slot') {
    if (typeof index === 'number') {
      if (index < 0) return { kind: 'cancel', error: null };
      if (!inRange(index)) return { kind: 'cancel', error: `stop(${index}): no such prize` };
      return { kind: 'target', target: Array.from({ length: slots }, () => index) };
    }
    if (Array.isArray(index)) {
      if (index.length !== slots)
        return { kind: 'cancel', error: `stop([${index.join(',')}]): expected ${slots} indexes, one per reel` };
      if (index.some((n) => typeof n === 'number' && n < 0)) return { kind: 'cancel', error: null };
      if (!index.every((n) => typeof n === 'number' && inRange(n)))
        return { kind: 'cancel', error: `stop([${index.join(',')}]): no such prize` };
      return { kind: 'target', target: [...(index as number[])] };
    }
    return { kind: 'cancel', error: `stop(): cannot read an argument of type ${typeof index}` };
  }
  if (typeof index !== 'number' || Number.isNaN(index))
    return { kind: 'cancel', error: `stop(): expected a prize index, got ${typeof index}` };
  if (index < 0) return { kind: 'cancel', error: null };
  if (!inRange(index)) return { kind: 'cancel', error: `stop(${index}): no such prize` };
  return { kind: 'target', target: index };
}

export class DrawMachine<P extends WeightedPrize> {
  private current: DrawPhase = 'idle';
  private target: DrawTarget | null = null;
  private accelerationTimer: unknown = null;
  private constantTimer: unknown = null;
  private endTimer: unknown = null;
  private constantSince = 0;
  private options: DrawMachineOptions<P>;

  constructor(options: DrawMachineOptions<P>) {
    this.options = options;
  }

  get phase(): DrawPhase {
    return this.current;
  }

  /** New prizes or callbacks (a re-render); a run in progress keeps its target. */
  update(options: Partial<DrawMachineOptions<P>>): void {
    this.options = { ...this.options, ...options };
  }

  attachEngine(engine: DrawEngine | null): void {
    this.options = { ...this.options, engine };
  }

  private get timers(): Timers {
    return this.options.timers ?? realTimers;
  }

  private set(phase: DrawPhase): void {
    if (this.current === phase) return;
    this.current = phase;
    this.options.onPhase?.(phase);
  }

  /** Starts a run; false when one is already going. */
  play(): boolean {
    if (this.current !== 'idle') return false;
    this.target = null;
    this.set('accelerating');
    this.options.engine?.play();
    const acceleration = this.options.accelerationTime ?? DRAW_WIDGET_DEFAULTS.accelerationTime;
    this.accelerationTimer = this.timers.setTimeout(() => {
      this.accelerationTimer = null;
      if (this.current !== 'accelerating') return;
      this.constantSince = this.clock();
      this.set('constant');
      if (this.target !== null) this.decelerateAfterConstant();
    }, acceleration);
    return true;
  }

  private clock(): number {
    return (this.options.now ?? Date.now)();
  }

  /** Decelerates once the run has spun at constant speed for its shortest time. */
  private decelerateAfterConstant(): void {
    const wait = (this.options.constantTime ?? DRAW_WIDGET_DEFAULTS.constantTime) - (this.clock() - this.constantSince);
    if (wait <= 0) {
      this.decelerate();
      return;
    }
    this.constantTimer = this.timers.setTimeout(() => {
      this.constantTimer = null;
      if (this.current === 'constant') this.decelerate();
    }, wait);
  }

  /** Names where the run ends (see the module comment). Ignored when idle or already stopping. */
  stop(index?: unknown): void {
    if (this.current === 'idle' || this.current === 'decelerating' || this.target !== null) return;
    const { kind, prizes } = this.options;
    const slots = this.options.slots ?? DRAW_WIDGET_DEFAULTS.slots;
    const resolution = resolveStop(kind, index, prizes.length, slots, () =>
      pickByRange(
        prizes.map((p) => p.range),
        this.options.random,
      ),
    );
    if (resolution.kind === 'cancel') {
      if (resolution.error) (this.options.log ?? console.error)(resolution.error);
      this.cancel();
      return;
    }
    this.target = resolution.target;
    if (this.current === 'constant') this.decelerateAfterConstant();
  }

  /** The engine finished drawing the deceleration. */
  engineEnded(): void {
    if (this.current === 'decelerating') this.finish();
  }

  /** Ends any run without an end event (the page is leaving). */
  dispose(): void {
    this.clearTimers();
    this.current = 'idle';
    this.target = null;
  }

  private cancel(): void {
    this.clearTimers();
    this.target = null;
    this.options.engine?.stop(-1);
    this.set('idle');
    this.options.onCancel?.();
  }

  private decelerate(): void {
    if (this.target === null) return;
    this.set('decelerating');
    this.options.engine?.stop(this.target);
    const deceleration = this.options.decelerationTime ?? DRAW_WIDGET_DEFAULTS.decelerationTime;
    this.endTimer = this.timers.setTimeout(() => {
      this.endTimer = null;
      this.finish();
    }, deceleration + END_GRACE_MS);
  }

  private finish(): void {
    if (this.current !== 'decelerating' || this.target === null) return;
    this.clearTimers();
    const index = this.target;
    this.target = null;
    this.set('idle');
    this.options.onEnd?.({ index, prize: this.prizeAt(index) });
  }

  private prizeAt(index: DrawTarget): P | undefined {
    const { prizes } = this.options;
    if (typeof index === 'number') return prizes[index];
    const first = index[0];
    return first !== undefined && index.every((n) => n === first) ? prizes[first] : undefined;
  }

  private clearTimers(): void {
    for (const timer of [this.accelerationTimer, this.constantTimer, this.endTimer]) {
      if (timer !== null) this.timers.clearTimeout(timer);
    }
    this.accelerationTimer = null;
    this.constantTimer = null;
    this.endTimer = null;
  }
}

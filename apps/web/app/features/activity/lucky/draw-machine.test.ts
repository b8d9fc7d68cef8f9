import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DRAW_WIDGET_DEFAULTS,
  DrawMachine,
  END_GRACE_MS,
  pickByRange,
  resolveStop,
  type DrawEnd,
  type DrawEngine,
  type DrawKind,
  type DrawPhase,
} from './draw-machine';

interface Prize {
  text: string;
  range?: number;
}

const PRIZES: Prize[] = [
  { text: '啥也没有', range: 30 },
  { text: '10', range: 40 },
  { text: '30', range: 30 },
  { text: '666', range: 0 },
];

function setup(kind: DrawKind = 'wheel', extra: { prizes?: Prize[]; random?: () => number } = {}) {
  const phases: DrawPhase[] = [];
  const ends: DrawEnd<Prize>[] = [];
  const errors: string[] = [];
  let cancels = 0;
  const engine = { play: vi.fn(), stop: vi.fn() } satisfies DrawEngine;
  const machine = new DrawMachine<Prize>({
    kind,
    prizes: extra.prizes ?? PRIZES,
    engine,
    random: extra.random,
    log: (message) => errors.push(message),
    onPhase: (phase) => phases.push(phase),
    onEnd: (end) => ends.push(end),
    onCancel: () => {
      cancels += 1;
    },
  });
  return { machine, engine, phases, ends, errors, cancels: () => cancels };
}

/** Acceleration and the shortest constant step: when a stop given early reaches the engine. */
const UNTIL_DECELERATION = 2500 + 1000;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the draw widgets’ defaults', () => {
  it('are the documented ones', () => {
    expect(DRAW_WIDGET_DEFAULTS).toMatchObject({
      speed: 20,
      accelerationTime: 2500,
      decelerationTime: 2500,
      rows: 3,
      cols: 3,
      size: 300,
      gutter: 5,
      constantTime: 1000,
    });
  });
});

describe('DrawMachine: the state machine', () => {
  it('goes idle → accelerating → constant → decelerating → idle and ends with the prize', () => {
    const { machine, engine, phases, ends } = setup();
    expect(machine.phase).toBe('idle');
    expect(machine.play()).toBe(true);
    expect(engine.play).toHaveBeenCalledTimes(1);
    expect(machine.phase).toBe('accelerating');
    vi.advanceTimersByTime(2499);
    expect(machine.phase).toBe('accelerating');
    vi.advanceTimersByTime(1);
    expect(machine.phase).toBe('constant');
    machine.stop(2);
    // At constant speed for a moment first: the engine hears where to stop when the deceleration starts.
    vi.advanceTimersByTime(999);
    expect(machine.phase).toBe('constant');
    expect(engine.stop).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(engine.stop).toHaveBeenCalledWith(2);
    expect(machine.phase).toBe('decelerating');
    expect(ends).toEqual([]);
    machine.engineEnded();
    expect(machine.phase).toBe('idle');
    expect(phases).toEqual(['accelerating', 'constant', 'decelerating', 'idle']);
    expect(ends).toEqual([{ index: 2, prize: PRIZES[2] }]);
  });

  it('shows the constant step even when the stop comes during the acceleration (a real draw’s answer)', () => {
    const { machine, engine, phases, ends } = setup();
    machine.play();
    vi.advanceTimersByTime(300);
    machine.stop(1);
    expect(machine.phase).toBe('accelerating');
    vi.advanceTimersByTime(2200);
    expect(machine.phase).toBe('constant');
    expect(engine.stop).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(machine.phase).toBe('decelerating');
    expect(engine.stop).toHaveBeenCalledWith(1);
    expect(phases).toEqual(['accelerating', 'constant', 'decelerating']);
    machine.engineEnded();
    expect(ends).toEqual([{ index: 1, prize: PRIZES[1] }]);
  });

  it('ends by itself when the engine never reports (paused animation frames)', () => {
    const { machine, ends } = setup();
    machine.play();
    machine.stop(0);
    vi.advanceTimersByTime(UNTIL_DECELERATION + 2500 + END_GRACE_MS - 1);
    expect(machine.phase).toBe('decelerating');
    vi.advanceTimersByTime(1);
    expect(machine.phase).toBe('idle');
    expect(ends).toEqual([{ index: 0, prize: PRIZES[0] }]);
  });

  it('ignores play while running and stop while idle or already stopping', () => {
    const { machine, engine, ends } = setup();
    machine.stop(1);
    expect(engine.stop).not.toHaveBeenCalled();
    machine.play();
    expect(machine.play()).toBe(false);
    expect(engine.play).toHaveBeenCalledTimes(1);
    machine.stop(1);
    machine.stop(2);
    vi.advanceTimersByTime(UNTIL_DECELERATION);
    expect(engine.stop).toHaveBeenCalledTimes(1);
    machine.stop(0);
    machine.engineEnded();
    expect(ends).toEqual([{ index: 1, prize: PRIZES[1] }]);
    // A late report from the engine after the end changes nothing.
    machine.engineEnded();
    expect(ends).toHaveLength(1);
  });

  it('can run again after a run ends', () => {
    const { machine, ends } = setup();
    machine.play();
    machine.stop(1);
    vi.advanceTimersByTime(UNTIL_DECELERATION);
    machine.engineEnded();
    expect(machine.play()).toBe(true);
    machine.stop(2);
    vi.advanceTimersByTime(UNTIL_DECELERATION);
    machine.engineEnded();
    expect(ends.map((e) => e.index)).toEqual([1, 2]);
  });
});

describe('DrawMachine: cancelling', () => {
  it('cancels on a negative index: back to idle at once, the engine stops, no end event', () => {
    const { machine, engine, phases, ends, errors, cancels } = setup();
    machine.play();
    vi.advanceTimersByTime(1000);
    machine.stop(-1);
    expect(machine.phase).toBe('idle');
    expect(engine.stop).toHaveBeenCalledWith(-1);
    expect(cancels()).toBe(1);
    vi.advanceTimersByTime(10_000);
    machine.engineEnded();
    expect(ends).toEqual([]);
    expect(errors).toEqual([]);
    expect(phases).toEqual(['accelerating', 'idle']);
    // The next run starts normally.
    expect(machine.play()).toBe(true);
  });

  it('cancels from constant speed too', () => {
    const { machine, cancels } = setup();
    machine.play();
    vi.advanceTimersByTime(2500);
    expect(machine.phase).toBe('constant');
    machine.stop(-3);
    expect(machine.phase).toBe('idle');
    expect(cancels()).toBe(1);
  });

  it('cancels and logs an index that names no prize', () => {
    const { machine, errors, cancels } = setup();
    machine.play();
    machine.stop(PRIZES.length);
    expect(machine.phase).toBe('idle');
    expect(cancels()).toBe(1);
    expect(errors).toHaveLength(1);
  });
});

describe('DrawMachine: the slot machine’s stop', () => {
  const SLOT = [
    { text: '🍋', range: 1 },
    { text: '🍒', range: 1 },
    { text: '7️⃣', range: 1 },
  ];

  it('takes one number: every reel stops there, and the end carries that prize', () => {
    const { machine, engine, ends } = setup('slot', { prizes: SLOT });
    machine.play();
    machine.stop(2);
    vi.advanceTimersByTime(UNTIL_DECELERATION);
    expect(engine.stop).toHaveBeenCalledWith([2, 2, 2]);
    machine.engineEnded();
    expect(ends).toEqual([{ index: [2, 2, 2], prize: SLOT[2] }]);
  });

  it('takes an array as long as its reels; mixed reels end without a prize', () => {
    const { machine, engine, ends } = setup('slot', { prizes: SLOT });
    machine.play();
    machine.stop([0, 1, 0]);
    vi.advanceTimersByTime(UNTIL_DECELERATION);
    expect(engine.stop).toHaveBeenCalledWith([0, 1, 0]);
    machine.engineEnded();
    expect(ends).toEqual([{ index: [0, 1, 0], prize: undefined }]);
  });

  it('cancels and logs an array of the wrong length', () => {
    const { machine, errors, cancels, engine } = setup('slot', { prizes: SLOT });
    machine.play();
    machine.stop([1, 1]);
    expect(machine.phase).toBe('idle');
    expect(cancels()).toBe(1);
    expect(errors[0]).toMatch(/3/);
    expect(engine.stop).toHaveBeenLastCalledWith(-1);
  });

  it('cancels and logs anything that is neither a number nor an array', () => {
    for (const bad of ['1', { index: 1 }, true]) {
      const { machine, errors, cancels } = setup('slot', { prizes: SLOT });
      machine.play();
      machine.stop(bad);
      expect(machine.phase).toBe('idle');
      expect(cancels()).toBe(1);
      expect(errors).toHaveLength(1);
    }
  });

  it('cancels without an error when a reel is negative', () => {
    const { machine, errors, cancels } = setup('slot', { prizes: SLOT });
    machine.play();
    machine.stop([1, -1, 1]);
    expect(cancels()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('refuses an array on the wheel', () => {
    expect(resolveStop('wheel', [1, 1, 1], 4, 3, () => 0)).toMatchObject({ kind: 'cancel' });
    expect(resolveStop('grid', Number.NaN, 8, 3, () => 0)).toMatchObject({ kind: 'cancel' });
  });
});

describe('weighted pick (no index given: the local, demo mode)', () => {
  it('picks by range: each prize over its share of the total', () => {
    const ranges = [30, 40, 30, 0];
    expect(pickByRange(ranges, () => 0)).toBe(0);
    expect(pickByRange(ranges, () => 0.2999)).toBe(0);
    expect(pickByRange(ranges, () => 0.3)).toBe(1);
    expect(pickByRange(ranges, () => 0.6999)).toBe(1);
    expect(pickByRange(ranges, () => 0.7)).toBe(2);
    expect(pickByRange(ranges, () => 0.99999)).toBe(2);
  });

  it('never picks a prize without a positive range', () => {
    expect(pickByRange([0, undefined, 5, -2], () => 0)).toBe(2);
    expect(pickByRange([0, undefined, 5, -2], () => 0.9999)).toBe(2);
    expect(pickByRange([0, undefined], () => 0.5)).toBe(-1);
  });

  it('follows the weights over many draws', () => {
    let seed = 42;
    const random = () => {
      seed = (seed * 1664525 + 1013904223) % 2 ** 32;
      return seed / 2 ** 32;
    };
    const counts = [0, 0, 0];
    for (let i = 0; i < 30_000; i += 1) counts[pickByRange([1, 2, 7], random)]! += 1;
    expect(counts[0]! / 30_000).toBeCloseTo(0.1, 1);
    expect(counts[1]! / 30_000).toBeCloseTo(0.2, 1);
    expect(counts[2]! / 30_000).toBeCloseTo(0.7, 1);
  });

  it('a stop without an index lands on the weighted pick (every reel on the slot machine)', () => {
    const wheel = setup('wheel', { random: () => 0.5 });
    wheel.machine.play();
    wheel.machine.stop();
    vi.advanceTimersByTime(UNTIL_DECELERATION);
    expect(wheel.engine.stop).toHaveBeenCalledWith(1);

    const slot = setup('slot', {
      prizes: [
        { text: 'a', range: 0 },
        { text: 'b', range: 3 },
      ],
      random: () => 0.1,
    });
    slot.machine.play();
    slot.machine.stop();
    vi.advanceTimersByTime(UNTIL_DECELERATION);
    expect(slot.engine.stop).toHaveBeenCalledWith([1, 1, 1]);
  });

  it('cancels and logs when nothing can be picked', () => {
    const { machine, errors, cancels } = setup('grid', { prizes: [{ text: 'x' }, { text: 'y', range: 0 }] });
    machine.play();
    machine.stop();
    expect(cancels()).toBe(1);
    expect(errors).toHaveLength(1);
  });
});

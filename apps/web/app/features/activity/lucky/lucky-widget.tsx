import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { createCanvasEngine, type CanvasEngine, type EngineFactory, type WidgetPrize } from './canvas-engine';
import { DRAW_WIDGET_DEFAULTS, DrawMachine, type DrawEnd, type DrawKind, type DrawPhase } from './draw-machine';

export type { WidgetPrize } from './canvas-engine';

/** What a page can do with a widget. */
export interface LuckyWidgetHandle {
  /** Starts a run; false when one is already going. */
  play(): boolean;
  /** Where the run ends (see draw-machine.ts): an index, one per reel, nothing (weighted pick), or < 0 to cancel. */
  stop(index?: unknown): void;
  readonly phase: DrawPhase;
}

export interface LuckyWidgetProps {
  kind: DrawKind;
  prizes: readonly WidgetPrize[];
  /** Width in pixels (300 by default); the wheel and the grid are square. */
  size?: number;
  /** Height of the slot machine (two thirds of the width by default). */
  height?: number;
  /** Reels of the slot machine. */
  slots?: number;
  /** The text on the button drawn in the wheel's centre or the grid's middle cell. */
  startText: string;
  /** Accessible name of the drawing. */
  label: string;
  /** The button drawn on the canvas was clicked. */
  onStart?: () => void;
  onPhase?: (phase: DrawPhase) => void;
  onEnd?: (end: DrawEnd<WidgetPrize>) => void;
  onCancel?: () => void;
  /** Tests draw with a fake, and may shorten the run. */
  engineFactory?: EngineFactory;
  accelerationTime?: number;
  decelerationTime?: number;
  ref?: Ref<LuckyWidgetHandle>;
  testId?: string;
}

/**
 * A typed React wrapper around the lucky-canvas widgets (wheel, 3×3 grid, slot machine) with the documented
 * behaviour of docs/product.md#lucky-draws: the draw machine owns the states and the stop rules, the canvas
 * only draws them. The canvas is made in the browser after mounting; until it is there the widget keeps its
 * place with an empty frame.
 */
export function LuckyWidget({
  kind,
  prizes,
  size = DRAW_WIDGET_DEFAULTS.size,
  height,
  slots = DRAW_WIDGET_DEFAULTS.slots,
  startText,
  label,
  onStart,
  onPhase,
  onEnd,
  onCancel,
  engineFactory = createCanvasEngine,
  accelerationTime = DRAW_WIDGET_DEFAULTS.accelerationTime,
  decelerationTime = DRAW_WIDGET_DEFAULTS.decelerationTime,
  ref,
  testId,
}: LuckyWidgetProps) {
  const box = useRef<HTMLDivElement>(null);
  const boxHeight = height ?? (kind === 'slot' ? Math.round((size * 2) / 3) : size);
  const callbacks = useRef({ onStart, onPhase, onEnd, onCancel });
  callbacks.current = { onStart, onPhase, onEnd, onCancel };
  const [phase, setPhase] = useState<DrawPhase>('idle');
  const [ready, setReady] = useState(false);

  const [machine] = useState(
    () =>
      new DrawMachine<WidgetPrize>({
        kind,
        prizes,
        slots,
        accelerationTime,
        decelerationTime,
        onPhase: (next) => {
          setPhase(next);
          callbacks.current.onPhase?.(next);
        },
        onEnd: (end) => callbacks.current.onEnd?.(end),
        onCancel: () => callbacks.current.onCancel?.(),
      }),
  );
  machine.update({ kind, prizes, slots, accelerationTime, decelerationTime });

  useImperativeHandle(
    ref,
    () => ({
      play: () => machine.play(),
      stop: (index?: unknown) => machine.stop(index),
      get phase() {
        return machine.phase;
      },
    }),
    [machine],
  );

  // The prizes' look decides the drawing: a new table draws a new canvas.
  const look = JSON.stringify([kind, size, boxHeight, slots, startText, prizes]);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let engine: CanvasEngine | null = null;
    let cancelled = false;
    const spec = JSON.parse(look) as [DrawKind, number, number, number, string, WidgetPrize[]];
    engineFactory(el, {
      kind: spec[0],
      width: spec[1],
      height: spec[2],
      slots: spec[3],
      startText: spec[4],
      prizes: spec[5],
      onStart: () => callbacks.current.onStart?.(),
      onEnd: () => machine.engineEnded(),
    }).then(
      (made) => {
        if (cancelled) {
          made.destroy();
          return;
        }
        engine = made;
        machine.attachEngine(made);
        setReady(true);
      },
      (error: unknown) => {
        // Without a canvas the machine still runs its states and ends by its own clock.
        console.error(error);
      },
    );
    return () => {
      cancelled = true;
      machine.dispose();
      machine.attachEngine(null);
      engine?.destroy();
      setReady(false);
    };
  }, [look, engineFactory, machine]);

  return (
    <div
      ref={box}
      className={`act-widget act-widget--${kind}${ready ? ' is-ready' : ''}`}
      style={{ width: size, height: boxHeight }}
      role="img"
      aria-label={label}
      aria-busy={phase !== 'idle'}
      data-phase={phase}
      data-testid={testId}
    />
  );
}

import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { createCanvasEngine, type CanvasEngine, type EngineFactory } from './canvas-engine';
import { DrawMachine, type DrawEnd, type DrawKind, type DrawPhase } from './draw-machine';
import { resolveWidgetConfig, type DrawPrize, type DrawWidgetConfig, type DrawWidgetOptions } from './widget-config';

/** What a page can do with a widget. */
export interface LuckyWidgetHandle {
  /** Starts a run; false when one is already going. */
  play(): boolean;
  /** Where the run ends (see draw-machine.ts): an index, one per reel, nothing (weighted pick), or < 0 to cancel. */
  stop(index?: unknown): void;
  readonly phase: DrawPhase;
}

/**
 * The widget's configuration (widget-config.ts: width, height, blocks, prizes, buttons, slots, rows, cols, default
 * style, config), each part settable, the rest the default look's; and its events.
 */
export interface LuckyWidgetProps extends DrawWidgetOptions {
  kind: DrawKind;
  prizes: readonly DrawPrize[];
  /** The text on the default start button (the wheel's centre, the grid's middle cell). */
  startText: string;
  /** Accessible name of the drawing. */
  label: string;
  /** The button drawn on the canvas was clicked. */
  onStart?: () => void;
  onPhase?: (phase: DrawPhase) => void;
  onEnd?: (end: DrawEnd<DrawPrize>) => void;
  onCancel?: () => void;
  /** Tests draw with a fake. */
  engineFactory?: EngineFactory;
  /** The shortest constant-speed step (DRAW_WIDGET_DEFAULTS.constantTime); tests shorten the run. */
  constantTime?: number;
  ref?: Ref<LuckyWidgetHandle>;
  testId?: string;
}

/**
 * A typed React wrapper around the lucky-canvas widgets (wheel, grid, slot machine) with the documented behaviour
 * of docs/product.md#lucky-draws: the draw machine owns the states and the stop rules, the canvas only draws them.
 * The canvas is made in the browser after mounting; until it is there the widget keeps its place with an empty
 * frame.
 */
export function LuckyWidget({
  kind,
  prizes,
  startText,
  label,
  onStart,
  onPhase,
  onEnd,
  onCancel,
  engineFactory = createCanvasEngine,
  constantTime,
  ref,
  testId,
  ...options
}: LuckyWidgetProps) {
  const box = useRef<HTMLDivElement>(null);
  const config = resolveWidgetConfig(kind, prizes, startText, options);
  const callbacks = useRef({ onStart, onPhase, onEnd, onCancel });
  callbacks.current = { onStart, onPhase, onEnd, onCancel };
  const [phase, setPhase] = useState<DrawPhase>('idle');
  const [ready, setReady] = useState(false);

  const machineOptions = {
    kind,
    prizes: config.prizes,
    slots: kind === 'slot' ? config.slots.length : undefined,
    accelerationTime: config.config.accelerationTime,
    decelerationTime: config.config.decelerationTime,
    constantTime,
  };
  const [machine] = useState(
    () =>
      new DrawMachine<DrawPrize>({
        ...machineOptions,
        onPhase: (next) => {
          setPhase(next);
          callbacks.current.onPhase?.(next);
        },
        onEnd: (end) => callbacks.current.onEnd?.(end),
        onCancel: () => callbacks.current.onCancel?.(),
      }),
  );
  machine.update(machineOptions);

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

  // The configuration decides the drawing: a new one draws a new canvas.
  const look = JSON.stringify(config);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let engine: CanvasEngine | null = null;
    let cancelled = false;
    engineFactory(el, {
      config: JSON.parse(look) as DrawWidgetConfig,
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
      style={{ width: config.width, height: config.height }}
      role="img"
      aria-label={label}
      aria-busy={phase !== 'idle'}
      data-phase={phase}
      data-testid={testId}
    />
  );
}

import type { DrawEngine, DrawTarget } from './draw-machine';
import type { DrawWidgetConfig } from './widget-config';

export interface EngineSpec {
  /** Everything the widget draws (widget-config.ts). */
  config: DrawWidgetConfig;
  /** The button drawn on the canvas (wheel, grid) was clicked. */
  onStart: () => void;
  /** The canvas finished its deceleration. */
  onEnd: () => void;
}

export interface CanvasEngine extends DrawEngine {
  destroy(): void;
}

export type EngineFactory = (el: HTMLDivElement, spec: EngineSpec) => Promise<CanvasEngine>;

const px = (n: number) => `${n}px`;

/**
 * Draws the widgets with lucky-canvas (loaded on demand: the page's first script stays small and the server
 * render never touches a canvas), with the whole configuration: blocks, prizes, buttons, slots, rows and cols,
 * the default style and the config (speed, acceleration, deceleration). The library runs its own animation; the
 * draw machine tells it when to play and where to stop, and hears when it has stopped.
 */
export const createCanvasEngine: EngineFactory = async (el, spec) => {
  const { LuckyWheel, LuckyGrid, SlotMachine } = await import('lucky-canvas');
  const { config } = spec;
  const mount = { divElement: el };
  const size = { width: px(config.width), height: px(config.height) };
  let widget: { play(): void; stop(target: DrawTarget): void };
  // The wheel and the grid stop at one index; the machine never hands them an array.
  const single = (made: { play(): void; stop(index?: number): void }) => ({
    play: () => made.play(),
    stop: (target: DrawTarget) => made.stop(typeof target === 'number' ? target : -1),
  });

  if (config.kind === 'wheel') {
    const wheel = new LuckyWheel(mount, {
      ...size,
      blocks: config.blocks,
      prizes: config.prizes,
      buttons: config.buttons,
      defaultStyle: config.defaultStyle,
      defaultConfig: config.config,
      start: () => spec.onStart(),
      end: () => spec.onEnd(),
    } as ConstructorParameters<typeof LuckyWheel>[1]);
    widget = single(wheel);
  } else if (config.kind === 'grid') {
    const grid = new LuckyGrid(mount, {
      ...size,
      rows: config.rows,
      cols: config.cols,
      blocks: config.blocks,
      prizes: config.prizes,
      buttons: config.buttons,
      defaultStyle: config.defaultStyle,
      activeStyle: config.activeStyle,
      defaultConfig: config.config,
      start: () => spec.onStart(),
      end: () => spec.onEnd(),
    } as ConstructorParameters<typeof LuckyGrid>[1]);
    widget = single(grid);
  } else {
    widget = new SlotMachine(mount, {
      ...size,
      blocks: config.blocks,
      prizes: config.prizes,
      slots: config.slots,
      defaultStyle: config.defaultStyle,
      defaultConfig: config.config,
      end: () => spec.onEnd(),
    } as ConstructorParameters<typeof SlotMachine>[1]);
  }

  return {
    play: () => widget.play(),
    stop: (target: DrawTarget) => widget.stop(target),
    destroy: () => {
      // The canvas goes with the widget; a run still animating stops drawing into a detached element.
      widget.stop(-1);
      el.replaceChildren();
    },
  };
};

import { fileUrl } from '@clearsight/contracts';
import { DRAW_WIDGET_DEFAULTS, type DrawEngine, type DrawKind, type DrawTarget } from './draw-machine';

/** What a widget shows for one prize (the server's table: text or image, colours) and its weight. */
export interface WidgetPrize {
  text: string;
  /** A file id; null when the text alone is shown. */
  image?: string | null;
  background: string;
  fontColor: string;
  /** The weight used when the widget picks by itself (demo mode). */
  range?: number;
}

export interface EngineSpec {
  kind: DrawKind;
  prizes: readonly WidgetPrize[];
  width: number;
  height: number;
  slots: number;
  startText: string;
  /** The button drawn on the canvas (wheel, grid) was clicked. */
  onStart: () => void;
  /** The canvas finished its deceleration. */
  onEnd: () => void;
}

export interface CanvasEngine extends DrawEngine {
  destroy(): void;
}

export type EngineFactory = (el: HTMLDivElement, spec: EngineSpec) => Promise<CanvasEngine>;

/** Grid cells around the start button, clockwise from the top left: prize i sits in cell i. */
export const GRID_CELLS: ReadonlyArray<readonly [number, number]> = [
  [0, 0],
  [1, 0],
  [2, 0],
  [2, 1],
  [2, 2],
  [1, 2],
  [0, 2],
  [0, 1],
];

const FRAME = '#617df2';
const FRAME_INNER = '#e9e8fe';
const BUTTON = '#0b57d0';

const px = (n: number) => `${n}px`;
const image = (prize: WidgetPrize, top: string, width: string) =>
  prize.image ? [{ src: fileUrl(prize.image) ?? '', top, width }] : [];

/**
 * Draws the widgets with lucky-canvas (loaded on demand: the page's first script stays small and the server
 * render never touches a canvas). The library runs its own animation; the draw machine tells it when to
 * play and where to stop, and hears when it has stopped.
 */
export const createCanvasEngine: EngineFactory = async (el, spec) => {
  const { LuckyWheel, LuckyGrid, SlotMachine } = await import('lucky-canvas');
  const config = { divElement: el };
  const timing = {
    speed: DRAW_WIDGET_DEFAULTS.speed,
    accelerationTime: DRAW_WIDGET_DEFAULTS.accelerationTime,
    decelerationTime: DRAW_WIDGET_DEFAULTS.decelerationTime,
  };
  let widget: { play(): void; stop(target: DrawTarget): void };
  // The wheel and the grid stop at one index; the machine never hands them an array.
  const single = (made: { play(): void; stop(index?: number): void }) => ({
    play: () => made.play(),
    stop: (target: DrawTarget) => made.stop(typeof target === 'number' ? target : -1),
  });

  if (spec.kind === 'wheel') {
    const wheel = new LuckyWheel(config, {
      width: px(spec.width),
      height: px(spec.height),
      blocks: [
        { padding: '13px', background: FRAME },
        { padding: '4px', background: '#ffffff' },
      ],
      prizes: spec.prizes.map((prize) => ({
        background: prize.background,
        fonts: [
          {
            text: prize.text,
            top: '10%',
            fontColor: prize.fontColor,
            fontSize: prize.text.length > 3 ? '14px' : '18px',
            fontWeight: '700',
          },
        ],
        imgs: image(prize, '38%', '26%'),
      })),
      buttons: [
        { radius: '38%', background: '#c7d3fb' },
        {
          radius: '32%',
          background: BUTTON,
          pointer: true,
          fonts: [{ text: spec.startText, top: '-12px', fontColor: '#ffffff', fontSize: '18px', fontWeight: '700' }],
        },
      ],
      defaultConfig: { ...timing, gutter: 0 },
      start: () => spec.onStart(),
      end: () => spec.onEnd(),
    });
    widget = single(wheel);
  } else if (spec.kind === 'grid') {
    const grid = new LuckyGrid(config, {
      width: px(spec.width),
      height: px(spec.height),
      rows: DRAW_WIDGET_DEFAULTS.rows,
      cols: DRAW_WIDGET_DEFAULTS.cols,
      blocks: [
        { padding: '10px', background: FRAME, borderRadius: 16 },
        { padding: '6px', background: FRAME_INNER, borderRadius: 12 },
      ],
      prizes: spec.prizes.slice(0, GRID_CELLS.length).map((prize, i) => {
        const [x, y] = GRID_CELLS[i]!;
        return {
          x,
          y,
          background: prize.background,
          borderRadius: 10,
          shadow: '0 3 0 #c9cfe8',
          fonts: [
            {
              text: prize.text,
              top: prize.image ? '62%' : '34%',
              fontColor: prize.fontColor,
              fontSize: prize.text.length > 3 ? '14px' : '20px',
              fontWeight: '700',
            },
          ],
          imgs: image(prize, '12%', '44%'),
        };
      }),
      buttons: [
        {
          x: 1,
          y: 1,
          background: BUTTON,
          borderRadius: 10,
          shadow: '0 3 0 #083b8f',
          fonts: [{ text: spec.startText, top: '34%', fontColor: '#ffffff', fontSize: '20px', fontWeight: '700' }],
        },
      ],
      activeStyle: { background: '#FAD400', shadow: '0 3 0 #d4a900', fontColor: '#1b2430' },
      defaultConfig: { ...timing, gutter: DRAW_WIDGET_DEFAULTS.gutter },
      start: () => spec.onStart(),
      end: () => spec.onEnd(),
    });
    widget = single(grid);
  } else {
    const order = spec.prizes.map((_, i) => i);
    widget = new SlotMachine(config, {
      width: px(spec.width),
      height: px(spec.height),
      blocks: [
        { padding: '10px', background: FRAME, borderRadius: 16 },
        { padding: '6px', background: FRAME_INNER, borderRadius: 12 },
      ],
      prizes: spec.prizes.map((prize) => ({
        background: prize.background,
        borderRadius: 10,
        fonts: [{ text: prize.text, top: prize.image ? '64%' : '20%', fontColor: prize.fontColor, fontSize: '40px' }],
        imgs: image(prize, '10%', '50%'),
      })),
      slots: Array.from({ length: spec.slots }, (_, i) => ({
        order: [...order.slice(i), ...order.slice(0, i)],
        direction: i % 2 === 0 ? 1 : -1,
      })),
      defaultConfig: { ...timing, rowSpacing: 8, colSpacing: 8 },
      end: () => spec.onEnd(),
    });
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

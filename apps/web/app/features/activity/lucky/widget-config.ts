import { fileUrl } from '@clearsight/contracts';
import { DRAW_WIDGET_DEFAULTS, type DrawKind } from './draw-machine';
import { namesItsSymbol, slotSymbolOf, slotSymbolSrc } from './slot-symbols';

/**
 * The draw widgets' configuration (docs/product.md#lucky-draws): width, height, blocks, prizes (each with images,
 * texts, background and a `range` chance weight), buttons, slots, rows, cols, the default style and the config
 * (speed, acceleration and deceleration time). Every part can be set; what is not set comes from the site's
 * default look (`defaultWidgetConfig`), which draws the prizes of a game's table (`prizeLooks`). The shapes are
 * lucky-canvas's, which draws them.
 */

export interface DrawFont {
  text: string;
  top?: string | number;
  left?: string | number;
  fontColor?: string;
  fontSize?: string;
  fontStyle?: string;
  fontWeight?: string;
  lineHeight?: string;
  wordWrap?: boolean;
  lengthLimit?: string | number;
  lineClamp?: number;
}

export interface DrawImage {
  src: string;
  top?: string | number;
  left?: string | number;
  width?: string;
  height?: string;
}

/** A frame drawn around the widget, outermost first. */
export interface DrawBlock {
  padding?: string;
  background?: string;
  borderRadius?: string | number;
  imgs?: DrawImage[];
}

/** One prize as drawn: on the grid it sits in the cell (`x`, `y`). */
export interface DrawPrize {
  /** The chance weight when the widget picks by itself (no index given). */
  range?: number;
  background?: string;
  borderRadius?: string | number;
  shadow?: string;
  fonts?: DrawFont[];
  imgs?: DrawImage[];
  x?: number;
  y?: number;
}

/** The start button: the wheel's centre (a `radius`, with a `pointer`), a grid cell (`x`, `y`, spanning `col`×`row`). */
export interface DrawButton {
  radius?: string;
  pointer?: boolean;
  background?: string;
  borderRadius?: string | number;
  shadow?: string;
  x?: number;
  y?: number;
  col?: number;
  row?: number;
  fonts?: DrawFont[];
  imgs?: DrawImage[];
}

/** One reel of the slot machine: the prizes' order on it, its own speed and direction. */
export interface DrawSlot {
  order?: number[];
  speed?: number;
  direction?: 1 | -1;
}

/** What every prize looks like unless it says otherwise. */
export interface DrawDefaultStyle {
  background?: string;
  borderRadius?: string | number;
  shadow?: string;
  fontColor?: string;
  fontSize?: string;
  fontStyle?: string;
  fontWeight?: string;
  lineHeight?: string;
  wordWrap?: boolean;
  lengthLimit?: string | number;
  lineClamp?: number;
}

/** The grid's cell while the run passes over it. */
export interface DrawActiveStyle {
  background?: string;
  shadow?: string;
  fontColor?: string;
  fontSize?: string;
  fontWeight?: string;
}

/** The run: speed, acceleration and deceleration (ms), and the space between sectors, cells or reels. */
export interface DrawTiming {
  speed?: number;
  accelerationTime?: number;
  decelerationTime?: number;
  gutter?: number;
  rowSpacing?: number;
  colSpacing?: number;
}

/** What a page may set; anything left out is the default look's. */
export interface DrawWidgetOptions {
  width?: number;
  height?: number;
  blocks?: DrawBlock[];
  buttons?: DrawButton[];
  slots?: DrawSlot[];
  rows?: number;
  cols?: number;
  defaultStyle?: DrawDefaultStyle;
  activeStyle?: DrawActiveStyle;
  config?: DrawTiming;
}

/** The configuration a widget is drawn with: every part present. */
export interface DrawWidgetConfig extends Required<Omit<DrawWidgetOptions, 'config'>> {
  kind: DrawKind;
  prizes: DrawPrize[];
  config: Required<Pick<DrawTiming, 'speed' | 'accelerationTime' | 'decelerationTime'>> & DrawTiming;
}

/** A prize of a game's table (the server's: text or image, colours) with its weight. */
export interface TablePrize {
  text: string;
  /** A file id; null when the text alone is shown. */
  image?: string | null;
  background: string;
  fontColor: string;
  range?: number;
}

const FRAME = '#617df2';
const FRAME_INNER = '#e9e8fe';
const BUTTON = '#0b57d0';

/**
 * The grid's cells around its start button, clockwise from the top left: prize i sits in cell i. A 3×3 grid has
 * eight, around the middle cell.
 */
export function ringCells(rows: number, cols: number): Array<readonly [number, number]> {
  const cells: Array<readonly [number, number]> = [];
  for (let x = 0; x < cols; x += 1) cells.push([x, 0]);
  for (let y = 1; y < rows; y += 1) cells.push([cols - 1, y]);
  for (let x = cols - 2; x >= 0 && rows > 1; x -= 1) cells.push([x, rows - 1]);
  for (let y = rows - 2; y >= 1 && cols > 1; y -= 1) cells.push([0, y]);
  return cells;
}

const image = (prize: TablePrize, top: string, width: string): DrawImage[] =>
  prize.image ? [{ src: fileUrl(prize.image) ?? '', top, width }] : [];

/** A game's table as the default look draws it: texts, images and colours where each widget places them. */
export function prizeLooks(
  kind: DrawKind,
  table: readonly TablePrize[],
  grid: { rows?: number; cols?: number } = {},
): DrawPrize[] {
  if (kind === 'wheel') {
    return table.map((prize) => ({
      range: prize.range,
      background: prize.background,
      fonts: [
        {
          text: prize.text,
          top: '10%',
          fontColor: prize.fontColor,
          fontSize: prize.text.length > 3 ? '14px' : '18px',
        },
      ],
      imgs: image(prize, '38%', '26%'),
    }));
  }
  if (kind === 'grid') {
    const cells = ringCells(grid.rows ?? DRAW_WIDGET_DEFAULTS.rows, grid.cols ?? DRAW_WIDGET_DEFAULTS.cols);
    return table.slice(0, cells.length).map((prize, i) => {
      const [x, y] = cells[i]!;
      return {
        x,
        y,
        range: prize.range,
        background: prize.background,
        fonts: [
          {
            text: prize.text,
            top: prize.image ? '62%' : '34%',
            fontColor: prize.fontColor,
            fontSize: prize.text.length > 3 ? '14px' : '20px',
          },
        ],
        imgs: image(prize, '12%', '44%'),
      };
    });
  }
  // The slot machine draws symbols, never the text as such: an emoji text would be a box without an emoji font.
  return table.map((prize, i) => {
    const own = !namesItsSymbol(prize.text);
    return {
      range: prize.range,
      background: prize.background,
      fonts: own ? [{ text: prize.text, top: '68%', fontColor: prize.fontColor, fontSize: '14px' }] : [],
      imgs: prize.image
        ? image(prize, '10%', '50%')
        : [{ src: slotSymbolSrc(slotSymbolOf(prize.text, i)), top: own ? '8%' : '15%', width: own ? '52%' : '66%' }],
    };
  });
}

/**
 * The site's default look of a widget (the "default style"): frames, the start button with its text, the default
 * prize style, the grid's 3×3 and its highlighted cell, one reel per slot turning alternately, and the documented
 * timing (speed 20, 2500 ms up and down, grid gutter 5).
 */
export function defaultWidgetConfig(
  kind: DrawKind,
  options: { startText: string; width?: number; height?: number; slots?: number; rows?: number; cols?: number },
): Omit<DrawWidgetConfig, 'prizes'> {
  const width = options.width ?? DRAW_WIDGET_DEFAULTS.size;
  const height = options.height ?? (kind === 'slot' ? Math.round((width * 2) / 3) : width);
  const rows = options.rows ?? DRAW_WIDGET_DEFAULTS.rows;
  const cols = options.cols ?? DRAW_WIDGET_DEFAULTS.cols;
  const timing = {
    speed: DRAW_WIDGET_DEFAULTS.speed,
    accelerationTime: DRAW_WIDGET_DEFAULTS.accelerationTime,
    decelerationTime: DRAW_WIDGET_DEFAULTS.decelerationTime,
  };
  const base = { kind, width, height, rows, cols, slots: [] as DrawSlot[], activeStyle: {} };
  if (kind === 'wheel') {
    return {
      ...base,
      blocks: [
        { padding: '13px', background: FRAME },
        { padding: '4px', background: '#ffffff' },
      ],
      buttons: [
        { radius: '38%', background: '#c7d3fb' },
        {
          radius: '32%',
          background: BUTTON,
          pointer: true,
          fonts: [{ text: options.startText, top: '-12px', fontColor: '#ffffff', fontSize: '18px', fontWeight: '700' }],
        },
      ],
      defaultStyle: { fontColor: '#1b2430', fontSize: '18px', fontWeight: '700' },
      config: { ...timing, gutter: 0 },
    };
  }
  if (kind === 'grid') {
    return {
      ...base,
      blocks: [
        { padding: '10px', background: FRAME, borderRadius: 16 },
        { padding: '6px', background: FRAME_INNER, borderRadius: 12 },
      ],
      buttons: [
        {
          x: 1,
          y: 1,
          col: Math.max(1, cols - 2),
          row: Math.max(1, rows - 2),
          background: BUTTON,
          borderRadius: 10,
          shadow: '0 3 0 #083b8f',
          fonts: [{ text: options.startText, top: '34%', fontColor: '#ffffff', fontSize: '20px', fontWeight: '700' }],
        },
      ],
      defaultStyle: {
        background: FRAME_INNER,
        borderRadius: 10,
        shadow: '0 3 0 #c9cfe8',
        fontColor: '#1b2430',
        fontSize: '20px',
        fontWeight: '700',
      },
      activeStyle: { background: '#FAD400', shadow: '0 3 0 #d4a900', fontColor: '#1b2430' },
      config: { ...timing, gutter: DRAW_WIDGET_DEFAULTS.gutter },
    };
  }
  const reels = options.slots ?? DRAW_WIDGET_DEFAULTS.slots;
  return {
    ...base,
    blocks: [
      { padding: '10px', background: FRAME, borderRadius: 16 },
      { padding: '6px', background: FRAME_INNER, borderRadius: 12 },
    ],
    buttons: [],
    // Each reel starts one prize further on and turns the other way from its neighbour.
    slots: Array.from({ length: reels }, (_, i) => ({ direction: i % 2 === 0 ? 1 : -1 }) as DrawSlot),
    defaultStyle: { borderRadius: 10, fontColor: '#1b2430', fontSize: '40px' },
    config: { ...timing, rowSpacing: 8, colSpacing: 8 },
  };
}

/**
 * The configuration a widget is drawn with: the page's settings where it gave them, the default look elsewhere.
 * The default style and the config are merged key by key (setting the speed keeps the default acceleration).
 */
export function resolveWidgetConfig(
  kind: DrawKind,
  prizes: readonly DrawPrize[],
  startText: string,
  options: DrawWidgetOptions = {},
): DrawWidgetConfig {
  const defaults = defaultWidgetConfig(kind, {
    startText,
    width: options.width,
    height: options.height,
    slots: options.slots?.length,
    rows: options.rows,
    cols: options.cols,
  });
  const slots =
    kind === 'slot'
      ? (options.slots ?? defaults.slots).map((slot, i) => ({
          // Without an order of its own, reel i starts i prizes further on.
          order: slot.order ?? prizes.map((_, p) => (p + i) % Math.max(1, prizes.length)),
          ...slot,
        }))
      : [];
  return {
    ...defaults,
    prizes: [...prizes],
    blocks: options.blocks ?? defaults.blocks,
    buttons: options.buttons ?? defaults.buttons,
    slots,
    defaultStyle: { ...defaults.defaultStyle, ...options.defaultStyle },
    activeStyle: { ...defaults.activeStyle, ...options.activeStyle },
    config: { ...defaults.config, ...options.config },
  };
}

import { describe, expect, it } from 'vitest';
import { defaultWidgetConfig, prizeLooks, resolveWidgetConfig, ringCells } from './widget-config';

const TABLE = Array.from({ length: 8 }, (_, i) => ({
  text: String(i * 10),
  background: '#e9e8fe',
  fontColor: '#333333',
  range: i + 1,
}));

describe('the draw widgets’ configuration', () => {
  it('has a default look for each widget: the documented size, grid, gutter and timing, and a default style', () => {
    for (const kind of ['wheel', 'grid', 'slot'] as const) {
      const config = defaultWidgetConfig(kind, { startText: '启动' });
      expect(config.width, kind).toBe(300);
      expect(config.config, kind).toMatchObject({ speed: 20, accelerationTime: 2500, decelerationTime: 2500 });
      expect(Object.keys(config.defaultStyle).length, kind).toBeGreaterThan(0);
      expect(config.blocks.length, kind).toBeGreaterThan(0);
    }
    const grid = defaultWidgetConfig('grid', { startText: '启动' });
    expect(grid).toMatchObject({ rows: 3, cols: 3, height: 300, config: { gutter: 5 } });
    expect(grid.buttons[0]).toMatchObject({ x: 1, y: 1, fonts: [{ text: '启动' }] });
    expect(defaultWidgetConfig('wheel', { startText: 'Go' }).buttons.at(-1)).toMatchObject({
      pointer: true,
      fonts: [{ text: 'Go' }],
    });
    expect(defaultWidgetConfig('slot', { startText: '' })).toMatchObject({ height: 200, slots: [{}, {}, {}] });
  });

  it('lets every part be set: size, blocks, buttons, slots, rows, cols, default style and config', () => {
    const blocks = [{ padding: '20px', background: '#000000' }];
    const buttons = [{ x: 1, y: 1, col: 2, row: 2, background: '#ff0000', fonts: [{ text: '开' }] }];
    const config = resolveWidgetConfig('grid', prizeLooks('grid', TABLE, { rows: 4, cols: 4 }), '启动', {
      width: 400,
      height: 360,
      blocks,
      buttons,
      rows: 4,
      cols: 4,
      defaultStyle: { fontColor: '#ffffff' },
      config: { speed: 30, accelerationTime: 1000 },
    });
    expect(config).toMatchObject({ width: 400, height: 360, rows: 4, cols: 4, blocks, buttons });
    // Merged key by key: what was not set keeps the default.
    expect(config.defaultStyle).toMatchObject({ fontColor: '#ffffff', fontWeight: '700' });
    expect(config.config).toEqual({ speed: 30, accelerationTime: 1000, decelerationTime: 2500, gutter: 5 });
    // Eight prizes sit in the first eight of the 4×4 ring's twelve cells.
    expect(config.prizes.map((p) => [p.x, p.y])).toEqual(ringCells(4, 4).slice(0, 8));

    const slot = resolveWidgetConfig('slot', prizeLooks('slot', TABLE.slice(0, 3)), '', {
      slots: [{ direction: -1 }, { order: [2, 1, 0], speed: 10 }],
    });
    expect(slot.slots).toEqual([
      { order: [0, 1, 2], direction: -1 },
      { order: [2, 1, 0], speed: 10 },
    ]);
  });

  it('draws a table’s prizes with their weights, texts and colours', () => {
    const wheel = prizeLooks('wheel', [{ text: '啥也没有', background: '#e9e8fe', fontColor: '#333', range: 30 }]);
    expect(wheel).toEqual([
      {
        range: 30,
        background: '#e9e8fe',
        fonts: [{ text: '啥也没有', top: '10%', fontColor: '#333', fontSize: '14px' }],
        imgs: [],
      },
    ]);
    const withImage = prizeLooks('grid', [{ ...TABLE[0]!, image: 'f1' }]);
    expect(withImage[0]!.imgs).toEqual([{ src: '/prod-api/file/f1', top: '12%', width: '44%' }]);
  });

  it('walks the grid’s ring clockwise from the top left', () => {
    expect(ringCells(3, 3)).toEqual([
      [0, 0],
      [1, 0],
      [2, 0],
      [2, 1],
      [2, 2],
      [1, 2],
      [0, 2],
      [0, 1],
    ]);
    expect(ringCells(4, 4)).toHaveLength(12);
  });
});

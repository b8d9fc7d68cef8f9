import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createCanvasEngine } from './canvas-engine';
import { prizeLooks, resolveWidgetConfig } from './widget-config';

const made = vi.hoisted(() => [] as Array<{ kind: string; options: Record<string, unknown> }>);

vi.mock('lucky-canvas', () => {
  const widget = (kind: string) =>
    class {
      constructor(_mount: unknown, options: Record<string, unknown>) {
        made.push({ kind, options });
      }
      play() {}
      stop() {}
    };
  return { LuckyWheel: widget('wheel'), LuckyGrid: widget('grid'), SlotMachine: widget('slot') };
});

const TABLE = Array.from({ length: 8 }, (_, i) => ({ text: `${i}`, background: '#eee', fontColor: '#111', range: 1 }));
const el = { replaceChildren: () => undefined } as unknown as HTMLDivElement;
const spec = (config: ReturnType<typeof resolveWidgetConfig>) => ({
  config,
  onStart: () => undefined,
  onEnd: () => undefined,
});

beforeEach(() => {
  made.length = 0;
});

/** lucky-canvas receives the whole configuration (the seed's list), nothing fixed in the engine. */
describe('the canvas engine', () => {
  it('gives the grid its rows, cols, blocks, buttons, prizes, default style, active style and config', async () => {
    const config = resolveWidgetConfig('grid', prizeLooks('grid', TABLE), '启动', {
      rows: 3,
      cols: 3,
      defaultStyle: { fontColor: '#ff0000' },
      config: { speed: 15 },
    });
    await createCanvasEngine(el, spec(config));
    expect(made[0]!.kind).toBe('grid');
    expect(made[0]!.options).toMatchObject({
      width: '300px',
      height: '300px',
      rows: 3,
      cols: 3,
      blocks: config.blocks,
      buttons: config.buttons,
      prizes: config.prizes,
      defaultStyle: { fontColor: '#ff0000' },
      activeStyle: config.activeStyle,
      defaultConfig: { speed: 15, accelerationTime: 2500, decelerationTime: 2500, gutter: 5 },
    });
  });

  it('gives the wheel and the slot machine theirs', async () => {
    const wheel = resolveWidgetConfig('wheel', prizeLooks('wheel', TABLE), '启动', { blocks: [{ padding: '1px' }] });
    await createCanvasEngine(el, spec(wheel));
    expect(made[0]!.options).toMatchObject({
      blocks: [{ padding: '1px' }],
      buttons: wheel.buttons,
      defaultStyle: wheel.defaultStyle,
      defaultConfig: wheel.config,
    });
    const slot = resolveWidgetConfig('slot', prizeLooks('slot', TABLE.slice(0, 3)), '', { width: 360 });
    await createCanvasEngine(el, spec(slot));
    expect(made[1]!.options).toMatchObject({
      width: '360px',
      height: '240px',
      slots: slot.slots,
      defaultStyle: slot.defaultStyle,
    });
  });
});

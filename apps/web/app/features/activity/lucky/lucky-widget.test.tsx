// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EngineFactory, EngineSpec } from './canvas-engine';
import { LuckyWidget, type LuckyWidgetHandle } from './lucky-widget';
import { prizeLooks } from './widget-config';

const PRIZES = prizeLooks(
  'grid',
  Array.from({ length: 8 }, (_, i) => ({ text: `P${i}`, background: '#eeeeee', fontColor: '#111111', range: 1 })),
);

function recordingEngine() {
  const specs: EngineSpec[] = [];
  const factory: EngineFactory = async (_el, spec) => {
    specs.push(spec);
    return { play: vi.fn(), stop: vi.fn(), destroy: vi.fn() };
  };
  return { factory, specs };
}

afterEach(() => cleanup());

describe('the draw widget', () => {
  it('draws with the settings it is given: blocks, buttons, rows, cols, default style and config', async () => {
    const engine = recordingEngine();
    const blocks = [{ padding: '8px', background: '#123456' }];
    const buttons = [{ x: 1, y: 1, background: '#654321', fonts: [{ text: 'GO' }] }];
    render(
      <LuckyWidget
        kind="grid"
        prizes={PRIZES}
        startText="启动"
        label="九宫格"
        engineFactory={engine.factory}
        width={320}
        height={320}
        blocks={blocks}
        buttons={buttons}
        rows={3}
        cols={3}
        defaultStyle={{ fontColor: '#abcdef' }}
        config={{ speed: 12, accelerationTime: 1500, decelerationTime: 1800 }}
        testId="w"
      />,
    );
    await waitFor(() => expect(engine.specs).toHaveLength(1));
    const { config } = engine.specs[0]!;
    expect(config).toMatchObject({ kind: 'grid', width: 320, height: 320, rows: 3, cols: 3, blocks, buttons });
    expect(config.defaultStyle.fontColor).toBe('#abcdef');
    expect(config.config).toMatchObject({ speed: 12, accelerationTime: 1500, decelerationTime: 1800 });
    expect(config.prizes).toEqual(PRIZES);
  });

  it('draws the default look when nothing is set, and runs its states on the config’s timing', async () => {
    const engine = recordingEngine();
    const ref = createRef<LuckyWidgetHandle>();
    const { getByTestId } = render(
      <LuckyWidget
        ref={ref}
        kind="grid"
        prizes={PRIZES}
        startText="启动"
        label="九宫格"
        engineFactory={engine.factory}
        config={{ accelerationTime: 100 }}
        constantTime={50}
        testId="w"
      />,
    );
    await waitFor(() => expect(engine.specs).toHaveLength(1));
    expect(engine.specs[0]!.config).toMatchObject({
      rows: 3,
      cols: 3,
      width: 300,
      config: { speed: 20, accelerationTime: 100, decelerationTime: 2500, gutter: 5 },
    });
    expect(ref.current!.play()).toBe(true);
    ref.current!.stop(3);
    const widget = getByTestId('w');
    await waitFor(() => expect(widget.getAttribute('data-phase')).toBe('constant'));
    await waitFor(() => expect(widget.getAttribute('data-phase')).toBe('decelerating'));
  });
});

import { describe, expect, it } from 'vitest';
import { layoutBars, layoutGroupedBars, niceScale, shortDate } from './chart-model';

describe('bar chart geometry', () => {
  it('picks round integer scales', () => {
    expect(niceScale(0)).toEqual({ max: 1, step: 1, ticks: [0, 1] });
    expect(niceScale(3)).toEqual({ max: 3, step: 1, ticks: [0, 1, 2, 3] });
    expect(niceScale(7)).toMatchObject({ max: 8, step: 2, ticks: [0, 2, 4, 6, 8] });
    expect(niceScale(37)).toMatchObject({ max: 40, step: 10 });
    expect(niceScale(1234).max).toBeGreaterThanOrEqual(1234);
  });

  it('places bars in proportion, inside the plot', () => {
    const data = [
      { date: '2026-03-12', count: 0 },
      { date: '2026-03-13', count: 4 },
      { date: '2026-03-14', count: 8 },
    ];
    const chart = layoutBars(data, 300, 200);
    expect(chart.scale.max).toBe(8);
    const [zero, half, full] = chart.bars;
    expect(zero!.height).toBe(0);
    expect(half!.height).toBeCloseTo(full!.height / 2);
    expect(full!.y).toBeCloseTo(chart.plot.top);
    for (const bar of chart.bars) {
      expect(bar.x).toBeGreaterThanOrEqual(chart.plot.left);
      expect(bar.x + bar.width).toBeLessThanOrEqual(chart.plot.right + 1e-9);
    }
    expect(chart.bars.map((b) => b.label)).toEqual(['03-12', '03-13', '03-14']);
  });

  it('thins out labels on long periods but always labels today', () => {
    const data = Array.from({ length: 30 }, (_, i) => ({
      date: `2026-03-${String(i + 1).padStart(2, '0')}`,
      count: i,
    }));
    const chart = layoutBars(data);
    const shown = chart.bars.filter((b) => b.showLabel);
    expect(shown.length).toBeLessThanOrEqual(10);
    expect(chart.bars.at(-1)!.showLabel).toBe(true);
    expect(shortDate('2026-03-30')).toBe('03-30');
  });

  it('puts the series of a day side by side, in proportion, inside the plot', () => {
    const data = [
      { date: '2026-03-12', values: [0, 0] },
      { date: '2026-03-13', values: [120.5, 60.25] },
      { date: '2026-03-14', values: [30, 241] },
    ];
    const chart = layoutGroupedBars(data, 400, 220);
    expect(chart.scale.max).toBeGreaterThanOrEqual(241);
    expect(chart.groups).toHaveLength(3);
    const [issued, spent] = chart.groups[1]!.bars;
    expect(issued!.value).toBe(120.5);
    expect(issued!.x + issued!.width).toBeLessThanOrEqual(spent!.x);
    expect(issued!.height).toBeCloseTo(spent!.height * 2);
    expect(chart.groups[0]!.bars.every((b) => b.height === 0)).toBe(true);
    for (const group of chart.groups) {
      for (const bar of group.bars) {
        expect(bar.x).toBeGreaterThanOrEqual(chart.plot.left);
        expect(bar.x + bar.width).toBeLessThanOrEqual(chart.plot.right + 1e-9);
        expect(bar.y).toBeGreaterThanOrEqual(chart.plot.top - 1e-9);
      }
    }
    expect(chart.groups.map((g) => g.label)).toEqual(['03-12', '03-13', '03-14']);
    // The tick labels get room for their digits.
    expect(layoutGroupedBars([{ date: '2026-03-12', values: [25_000, 1] }]).plot.left).toBeGreaterThan(
      layoutGroupedBars([{ date: '2026-03-12', values: [25, 1] }]).plot.left,
    );
  });
});

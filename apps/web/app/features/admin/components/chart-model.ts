/**
 * Geometry of the dashboard's small bar charts (registrations per day; points issued and spent per day): a
 * nice integer scale and bar positions.
 */

export interface Scale {
  max: number;
  step: number;
  ticks: number[];
}

/** An integer axis from 0 whose top is a round number at or above `max`, with about `tickCount` steps. */
export function niceScale(max: number, tickCount = 4): Scale {
  const top = Math.max(0, Math.ceil(max));
  if (top === 0) return { max: 1, step: 1, ticks: [0, 1] };
  const rough = top / tickCount;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const residual = rough / magnitude;
  const nice = residual <= 1 ? 1 : residual <= 2 ? 2 : residual <= 5 ? 5 : 10;
  const step = Math.max(1, nice * magnitude);
  const niceMax = Math.ceil(top / step) * step;
  const ticks: number[] = [];
  for (let v = 0; v <= niceMax + 1e-9; v += step) ticks.push(Math.round(v));
  return { max: niceMax, step, ticks };
}

export interface Bar {
  x: number;
  y: number;
  width: number;
  height: number;
  value: number;
  label: string;
  /** Whether the x-axis shows this bar's label (thinned out on long periods). */
  showLabel: boolean;
}

export interface ChartLayout {
  width: number;
  height: number;
  plot: { left: number; top: number; right: number; bottom: number };
  scale: Scale;
  bars: Bar[];
  /** y of each tick line. */
  tickY: Array<{ value: number; y: number }>;
}

/** `MM-DD` of a `YYYY-MM-DD` key. */
export function shortDate(key: string): string {
  return key.length >= 10 ? key.slice(5, 10) : key;
}

export function layoutBars(
  data: ReadonlyArray<{ date: string; count: number }>,
  width = 640,
  height = 220,
): ChartLayout {
  const plot = { left: 36, top: 16, right: width - 8, bottom: height - 28 };
  const scale = niceScale(Math.max(0, ...data.map((d) => d.count)));
  const plotWidth = plot.right - plot.left;
  const plotHeight = plot.bottom - plot.top;
  const slot = data.length > 0 ? plotWidth / data.length : plotWidth;
  const barWidth = Math.max(2, Math.min(40, slot * 0.62));
  const every = Math.max(1, Math.ceil(data.length / 10));
  const bars = data.map((d, i) => {
    const h = (d.count / scale.max) * plotHeight;
    return {
      x: plot.left + slot * i + (slot - barWidth) / 2,
      y: plot.bottom - h,
      width: barWidth,
      height: h,
      value: d.count,
      label: shortDate(d.date),
      // The last day (today) is always labelled; the others every `every` days counted back from it.
      showLabel: (data.length - 1 - i) % every === 0,
    };
  });
  const tickY = scale.ticks.map((value) => ({ value, y: plot.bottom - (value / scale.max) * plotHeight }));
  return { width, height, plot, scale, bars, tickY };
}

export interface BarGroup {
  /** Centre of the day's slot. */
  center: number;
  label: string;
  showLabel: boolean;
  /** One bar per series, left to right. */
  bars: Array<Omit<Bar, 'label' | 'showLabel'>>;
}

export interface GroupedChartLayout {
  width: number;
  height: number;
  plot: { left: number; top: number; right: number; bottom: number };
  scale: Scale;
  groups: BarGroup[];
  tickY: Array<{ value: number; y: number }>;
}

/**
 * Several series side by side per day (points issued beside points spent), on one scale from 0. Values may
 * have decimals (money); the axis stays on whole numbers.
 */
export function layoutGroupedBars(
  data: ReadonlyArray<{ date: string; values: readonly number[] }>,
  width = 640,
  height = 220,
): GroupedChartLayout {
  const top = Math.max(0, ...data.flatMap((d) => d.values.map((v) => Math.max(0, v))));
  const scale = niceScale(top);
  // Room on the left for the longest tick label (money runs into the tens of thousands).
  const left = 16 + String(scale.max).length * 7;
  const plot = { left, top: 16, right: width - 8, bottom: height - 28 };
  const plotWidth = plot.right - plot.left;
  const plotHeight = plot.bottom - plot.top;
  const series = Math.max(1, ...data.map((d) => d.values.length));
  const slot = data.length > 0 ? plotWidth / data.length : plotWidth;
  const gap = slot > 24 ? 2 : 1;
  const barWidth = Math.max(1.5, Math.min(18, (slot * 0.72 - gap * (series - 1)) / series));
  const groupWidth = barWidth * series + gap * (series - 1);
  const every = Math.max(1, Math.ceil(data.length / 10));
  const groups = data.map((d, i) => {
    const center = plot.left + slot * i + slot / 2;
    const start = center - groupWidth / 2;
    return {
      center,
      label: shortDate(d.date),
      showLabel: (data.length - 1 - i) % every === 0,
      bars: d.values.map((value, k) => {
        const h = (Math.max(0, value) / scale.max) * plotHeight;
        return { x: start + k * (barWidth + gap), y: plot.bottom - h, width: barWidth, height: h, value };
      }),
    };
  });
  const tickY = scale.ticks.map((value) => ({ value, y: plot.bottom - (value / scale.max) * plotHeight }));
  return { width, height, plot, scale, groups, tickY };
}

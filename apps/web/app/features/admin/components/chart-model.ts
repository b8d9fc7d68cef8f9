/** Geometry of the small bar chart (registrations per day): a nice integer scale and bar positions. */

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

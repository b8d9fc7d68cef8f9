import type { InterestRecord } from '@clearsight/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useRootData } from '../../../lib/site-config';
import { formatRate } from '../shared/money';
import {} from '../../../lib/format';

/** The chart's summary, also read out to screen readers (the canvas says nothing). */
export function rateStats(records: readonly InterestRecord[]): { max: number; min: number; avg: number } | null {
  if (records.length === 0) return null;
  const values = records.map((r) => r.value);
  const sum = values.reduce((a, b) => a + b, 0);
  return { max: Math.max(...values), min: Math.min(...values), avg: sum / values.length };
}

type Chart = { setOption(option: unknown): void; resize(): void; dispose(): void };

/** ECharts, loaded only here (its own chunk), with just the parts a line chart with marks needs. */
async function makeChart(el: HTMLDivElement): Promise<Chart> {
  const { init } = await import('./echarts-line');
  return init(el, undefined, { renderer: 'canvas' });
}

/**
 * The last 24 hourly rates as percentages (docs/product.md#bank), with the highest and lowest marked and the
 * average drawn across. Hours are the visitor's ("14时"); volatile hours get a hollow red dot.
 */
export function RateChart({ records }: { records: readonly InterestRecord[] }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const box = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<Chart | null>(null);
  const [failed, setFailed] = useState(false);
  const stats = rateStats(records);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let disposed = false;
    let made: Chart | null = null;
    const onResize = () => made?.resize();
    makeChart(el).then(
      (instance) => {
        if (disposed) {
          instance.dispose();
          return;
        }
        made = instance;
        window.addEventListener('resize', onResize);
        setChart(instance);
      },
      () => setFailed(true),
    );
    return () => {
      disposed = true;
      window.removeEventListener('resize', onResize);
      made?.dispose();
      setChart(null);
    };
  }, []);

  const option = JSON.stringify(records);
  useEffect(() => {
    if (!chart) return;
    const list = JSON.parse(option) as InterestRecord[];
    const hours = list.map((r) => t('activity.bankPage.hour', { hour: new Date(r.creationTime).getHours() }));
    const values = list.map((r) => Math.round(r.value * 10_000) / 100);
    const label = (value: number) => `${formatRate(value / 100)}%`;
    chart.setOption({
      animationDuration: 600,
      grid: { left: 8, right: 28, top: 56, bottom: 8, containLabel: true },
      tooltip: {
        trigger: 'axis',
        valueFormatter: (value: number) => label(value),
      },
      xAxis: {
        type: 'category',
        data: hours,
        boundaryGap: false,
        axisLine: { lineStyle: { color: '#c5cdd8' } },
        axisLabel: { color: '#5b6675' },
      },
      yAxis: {
        type: 'value',
        scale: true,
        axisLabel: { color: '#5b6675', formatter: (value: number) => `${value}%` },
        splitLine: { lineStyle: { color: '#eef1f5' } },
      },
      series: [
        {
          name: t('activity.bankPage.chartTitle'),
          type: 'line',
          smooth: true,
          symbol: 'circle',
          symbolSize: 6,
          data: list.map((r, i) => ({
            value: values[i],
            itemStyle: r.isFluctuate ? { color: '#fff', borderColor: '#e5484d', borderWidth: 2 } : undefined,
          })),
          lineStyle: { width: 3, color: '#0b57d0' },
          itemStyle: { color: '#0b57d0' },
          areaStyle: {
            color: {
              type: 'linear',
              x: 0,
              y: 0,
              x2: 0,
              y2: 1,
              colorStops: [
                { offset: 0, color: 'rgba(11, 87, 208, 0.25)' },
                { offset: 1, color: 'rgba(11, 87, 208, 0.02)' },
              ],
            },
          },
          markPoint: {
            symbolSize: 52,
            label: { formatter: (p: { value: number }) => `${p.value}`, fontSize: 11 },
            data: [
              { type: 'max', name: t('activity.bankPage.max'), itemStyle: { color: '#e5484d' } },
              { type: 'min', name: t('activity.bankPage.min'), itemStyle: { color: '#2f9e44' } },
            ],
          },
          markLine: {
            symbol: 'none',
            lineStyle: { type: 'dashed', color: '#f59f00' },
            label: {
              formatter: (p: { value: number }) => `${t('activity.bankPage.avg')} ${label(p.value)}`,
              position: 'insideEndTop',
            },
            data: [{ type: 'average', name: t('activity.bankPage.avg') }],
          },
        },
      ],
    });
  }, [chart, option, lang, t]);

  return (
    <figure className="act-chart" data-testid="bank-chart">
      <div
        ref={box}
        className="act-chart__canvas"
        role="img"
        aria-label={
          stats
            ? t('activity.bankPage.chartLabel', {
                max: formatRate(stats.max),
                min: formatRate(stats.min),
                avg: formatRate(stats.avg),
              })
            : t('activity.bankPage.rateUnknown')
        }
      />
      {stats && (
        <figcaption className="act-chart__stats">
          <span className="is-max">
            {t('activity.bankPage.max')} <strong>{formatRate(stats.max)}%</strong>
          </span>
          <span className="is-min">
            {t('activity.bankPage.min')} <strong>{formatRate(stats.min)}%</strong>
          </span>
          <span className="is-avg">
            {t('activity.bankPage.avg')} <strong>{formatRate(stats.avg)}%</strong>
          </span>
        </figcaption>
      )}
      {failed && <p className="act-muted">{t('activity.loadFailed')}</p>}
    </figure>
  );
}

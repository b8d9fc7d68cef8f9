import type { DayCount } from '@clearsight/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { layoutBars } from './chart-model';
import { useChartWidth } from './use-chart-width';

/**
 * Registrations per day as an inline SVG bar chart (no chart library: the console loads this module
 * lazily, and the chart is small enough to draw by hand). Each bar carries its exact count as a tooltip
 * and, on short periods, as a label.
 */
export default function RegistrationsChart({ data }: { data: readonly DayCount[] }) {
  const { t } = useTranslation();
  const [ref, width] = useChartWidth(640);
  const chart = layoutBars(data, width, width < 480 ? 200 : 240);
  const total = data.reduce((a, d) => a + d.count, 0);
  const showValues = data.length <= 14;
  return (
    <figure className="cs-admin-chart" data-testid="registrations-chart" ref={ref}>
      <svg
        width={chart.width}
        height={chart.height}
        viewBox={`0 0 ${chart.width} ${chart.height}`}
        role="img"
        aria-label={t('admin.dashboard.chartLabel', { days: data.length, total })}
        preserveAspectRatio="xMidYMid meet"
      >
        {chart.tickY.map((tick) => (
          <g key={tick.value}>
            <line x1={chart.plot.left} x2={chart.plot.right} y1={tick.y} y2={tick.y} className="cs-admin-chart__grid" />
            <text
              x={chart.plot.left - 6}
              y={tick.y}
              className="cs-admin-chart__tick"
              textAnchor="end"
              dominantBaseline="middle"
            >
              {tick.value}
            </text>
          </g>
        ))}
        {chart.bars.map((bar, i) => (
          <g key={data[i]!.date}>
            <rect
              x={bar.x}
              y={bar.y}
              width={bar.width}
              height={Math.max(bar.height, bar.value > 0 ? 1 : 0)}
              rx={2}
              className="cs-admin-chart__bar"
            >
              <title>{`${data[i]!.date}: ${bar.value}`}</title>
            </rect>
            {showValues && bar.value > 0 && (
              <text x={bar.x + bar.width / 2} y={bar.y - 4} textAnchor="middle" className="cs-admin-chart__value">
                {bar.value}
              </text>
            )}
            {bar.showLabel && (
              <text
                x={bar.x + bar.width / 2}
                y={chart.plot.bottom + 18}
                textAnchor="middle"
                className="cs-admin-chart__label"
              >
                {bar.label}
              </text>
            )}
          </g>
        ))}
        <line
          x1={chart.plot.left}
          x2={chart.plot.right}
          y1={chart.plot.bottom}
          y2={chart.plot.bottom}
          className="cs-admin-chart__axis"
        />
      </svg>
    </figure>
  );
}

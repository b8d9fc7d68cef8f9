import type { PointsDay } from '@clearsight/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { layoutGroupedBars } from './chart-model';
import { useChartWidth } from './use-chart-width';
import './activity-admin.css';
import { formatMoney, formatMoneyChange } from '../../../lib/format';

/**
 * Money (钱钱) issued and spent per day, two bars a day, drawn like the registrations chart (inline SVG,
 * loaded lazily with the dashboard). Each bar carries its exact amount as a tooltip.
 */
export default function PointsChart({
  data,
  issued,
  spent,
}: {
  data: readonly PointsDay[];
  issued: number;
  spent: number;
}) {
  const { t } = useTranslation();
  const [ref, width] = useChartWidth(640);
  const chart = layoutGroupedBars(
    data.map((d) => ({ date: d.date, values: [d.issued, d.spent] })),
    width,
    width < 480 ? 200 : 240,
  );
  const series = [
    { key: 'issued', label: t('admin.dashboard.pointsIssued'), total: issued },
    { key: 'spent', label: t('admin.dashboard.pointsSpent'), total: spent },
  ] as const;
  return (
    <figure className="cs-admin-chart" data-testid="points-chart" ref={ref}>
      <figcaption className="cs-admin-legend">
        {series.map((s) => (
          <span key={s.key} className="cs-admin-legend__item" data-testid={`points-total-${s.key}`}>
            <span className={`cs-admin-legend__swatch is-${s.key}`} aria-hidden="true" />
            {s.label} <strong>{formatMoney(s.total)}</strong>
          </span>
        ))}
        <span className="cs-admin-legend__item is-net">
          {t('admin.dashboard.pointsNet')}{' '}
          <strong>{formatMoneyChange(Math.round((issued - spent) * 100) / 100)}</strong>
        </span>
      </figcaption>
      <svg
        width={chart.width}
        height={chart.height}
        viewBox={`0 0 ${chart.width} ${chart.height}`}
        role="img"
        aria-label={t('admin.dashboard.pointsChartLabel', {
          days: data.length,
          issued: formatMoney(issued),
          spent: formatMoney(spent),
        })}
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
        {chart.groups.map((group, i) => (
          <g key={data[i]!.date}>
            {group.bars.map((bar, k) => (
              <rect
                key={series[k]!.key}
                x={bar.x}
                y={bar.y}
                width={bar.width}
                height={Math.max(bar.height, bar.value > 0 ? 1 : 0)}
                rx={2}
                className={`cs-admin-chart__bar is-${series[k]!.key}`}
              >
                <title>{`${data[i]!.date} ${series[k]!.label}: ${formatMoney(bar.value)}`}</title>
              </rect>
            ))}
            {group.showLabel && (
              <text x={group.center} y={chart.plot.bottom + 18} textAnchor="middle" className="cs-admin-chart__label">
                {group.label}
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

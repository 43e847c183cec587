import { formatUnitPrice } from '@portal/shared/format';
import type { Locale } from '@portal/shared/routing';
import { useId } from 'react';
import { Link } from 'react-router';
import { useEstatesT } from '../../../i18n/use-estates-t';
import type { TrendPoint } from '../../../lib/types';
import { PERIODS, chartOf, trendOf, type Period } from '../trend';
import styles from './trend-chart.module.css';

const W = 640;
const H = 220;
const PAD = { left: 72, right: 16, top: 12, bottom: 28 };

interface Props {
  trend: readonly TrendPoint[];
  period: Period;
  locale: Locale;
  /** the page URL of a period (a real link: the chart is drawn on the server) */
  periodHref: (period: Period) => string;
}

/**
 * Average sale price per saleable ft² by month (spec 2.6): an SVG line drawn on the server, and
 * the same figures in a table for screen readers and for reading exact values.
 */
export function TrendChart({ trend, period, locale, periodHref }: Props) {
  const { t } = useEstatesT();
  const titleId = useId();
  const points = trendOf(trend, period);
  const c = chartOf(points, W - PAD.left - PAD.right, H - PAD.top - PAD.bottom);
  const label = (p: TrendPoint) => t('trend.month', { month: p.month });
  return (
    <section className={styles.trend} aria-labelledby={titleId} data-testid="price-trend">
      <h2 id={titleId}>{t('trend.title')}</h2>
      <nav className={styles.periods} aria-label={t('trend.periods')}>
        {PERIODS.map((p) => (
          <Link key={p} to={periodHref(p)} aria-current={p === period ? 'true' : undefined} className={styles.period} replace preventScrollReset>
            {t(`trend.period.${p}`)}
          </Link>
        ))}
      </nav>
      {points.length === 0 ? (
        <p>{t('trend.none')}</p>
      ) : (
        <>
          {c.changePct !== null ? (
            <p className={styles.change} data-testid="trend-change">{t('trend.change', { pct: `${c.changePct > 0 ? '+' : ''}${c.changePct}` })}</p>
          ) : null}
          <svg className={styles.chart} viewBox={`0 0 ${W} ${H}`} role="img" aria-label={t('trend.chartLabel', { from: label(points[0]!), to: label(points[points.length - 1]!) })}>
            <g transform={`translate(${PAD.left} ${PAD.top})`}>
              {c.ticks.map((tick) => (
                <g key={tick.value}>
                  <line x1={0} x2={W - PAD.left - PAD.right} y1={tick.y} y2={tick.y} className={styles.grid} />
                  <text x={-8} y={tick.y} dy="0.32em" textAnchor="end" className={styles.axis}>{formatUnitPrice(tick.value, locale)}</text>
                </g>
              ))}
              <path d={c.path} className={styles.line} />
              {c.dots.map((d) => <circle key={d.point.month} cx={d.x} cy={d.y} r={3} className={styles.dot} />)}
              <text x={0} y={H - PAD.top - 6} className={styles.axis}>{label(points[0]!)}</text>
              <text x={W - PAD.left - PAD.right} y={H - PAD.top - 6} textAnchor="end" className={styles.axis}>{label(points[points.length - 1]!)}</text>
            </g>
          </svg>
          <details className={styles.figures}>
            <summary>{t('trend.tableCaption')}</summary>
            <table className={styles.table} aria-label={t('trend.tableCaption')}>
            <thead>
              <tr><th scope="col">{t('trend.monthHead')}</th><th scope="col">{t('trend.priceHead')}</th><th scope="col">{t('trend.dealsHead')}</th></tr>
            </thead>
            <tbody>
              {[...points].reverse().map((p) => (
                <tr key={p.month}><th scope="row">{label(p)}</th><td>{formatUnitPrice(p.avgPrice, locale)}</td><td>{p.dealCount}</td></tr>
              ))}
            </tbody>
            </table>
          </details>
        </>
      )}
    </section>
  );
}

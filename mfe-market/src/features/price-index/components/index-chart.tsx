import { useId } from 'react';
import { chartGeometry, FRAME, type ChartPoint } from '../chart-geometry';
import styles from './price-index.module.css';

interface Props {
  points: readonly ChartPoint[];
  /** the chart's accessible name and its summary */
  title: string;
  summary: string;
}

/**
 * The index as an SVG line, drawn here rather than by a chart library: a weekly line with its
 * axes is a few dozen lines, renders on the server as it does in the browser, and adds about 1 KB.
 */
export function IndexChart({ points, title, summary }: Props) {
  const id = useId();
  const g = chartGeometry(points);
  const last = points[points.length - 1];
  return (
    <figure className={styles.figure}>
      <svg
        viewBox={`0 0 ${FRAME.width} ${FRAME.height}`}
        role="img"
        aria-labelledby={`${id}-t`}
        aria-describedby={`${id}-d`}
        className={styles.chart}
        data-testid="index-chart"
        data-count={points.length}
        data-last-week={last?.weekEnding}
        data-last-value={last?.value}
      >
        <title id={`${id}-t`}>{title}</title>
        <desc id={`${id}-d`}>{summary}</desc>
        {g.yTicks.map((tick) => (
          <g key={tick.value}>
            <line x1={FRAME.left} x2={FRAME.width - FRAME.right} y1={tick.y} y2={tick.y} className={styles.grid} />
            <text x={FRAME.left - 6} y={tick.y + 4} textAnchor="end" className={styles.axis}>{tick.value}</text>
          </g>
        ))}
        {g.xTicks.map((tick) => (
          <text key={tick.label} x={tick.x} y={FRAME.height - 8} textAnchor="middle" className={styles.axis}>{tick.label}</text>
        ))}
        <path d={g.path} className={styles.line} />
        {g.last && <circle cx={g.last.x} cy={g.last.y} r={4} className={styles.dot} />}
      </svg>
    </figure>
  );
}

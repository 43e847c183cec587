import type { CSSProperties } from 'react';
import { cx } from '../cx';
import styles from './skeleton.module.css';

export interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  circle?: boolean;
  className?: string;
}

/** A placeholder block, decorative (hidden from assistive technology). */
export function Skeleton({ width, height = '1em', circle = false, className }: SkeletonProps) {
  return <span className={cx(styles.skeleton, circle && styles.circle, className)} style={{ width, height }} aria-hidden="true" />;
}

export interface SkeletonTextProps {
  lines?: number;
  className?: string;
}

/** Lines of placeholder text; the last one shorter. */
export function SkeletonText({ lines = 3, className }: SkeletonTextProps) {
  return (
    <span className={cx(styles.lines, className)} aria-hidden="true">
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className={cx(styles.skeleton, styles.text)} style={{ width: i === lines - 1 && lines > 1 ? '60%' : '100%' }} />
      ))}
    </span>
  );
}

export interface SkeletonCardProps {
  /** media beside the text (list rows) instead of above it (grid cards) */
  horizontal?: boolean;
  lines?: number;
  className?: string;
}

/** The shape of a listing card while it loads. */
export function SkeletonCard({ horizontal = false, lines = 3, className }: SkeletonCardProps) {
  return (
    <div className={cx(styles.card, horizontal && styles.horizontal, className)} aria-hidden="true" data-testid="skeleton-card">
      <span className={cx(styles.skeleton, styles.media)} />
      <span className={styles.body}>
        <span className={cx(styles.skeleton, styles.text)} style={{ width: '80%', height: '1.2em' }} />
        <SkeletonText lines={lines} />
      </span>
    </div>
  );
}

import type { ReactNode } from 'react';
import { cx } from '../cx';
import { InboxIcon } from '../icons';
import styles from './empty-state.module.css';

export interface EmptyStateProps {
  title: string;
  text?: ReactNode;
  /** a decorative icon; default an empty tray */
  icon?: ReactNode;
  /** e.g. a Button or a link */
  action?: ReactNode;
  /** heading level of the title (default 2) */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

export function EmptyState({ title, text, icon, action, headingLevel = 2, className }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx(styles.state, className)}>
      <span className={styles.icon} aria-hidden="true">
        {icon ?? <InboxIcon />}
      </span>
      <Heading className={styles.title}>{title}</Heading>
      {text && <p className={styles.text}>{text}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}

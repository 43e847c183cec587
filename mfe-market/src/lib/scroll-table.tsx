import { useId, type ReactNode } from 'react';
import styles from './market.module.css';

/** a column heading, and whether the column holds figures (aligned to the end) */
export type Column = readonly [label: string, numeric?: boolean];

/**
 * A table of figures with its caption, in a region that scrolls (and takes the keyboard focus to
 * scroll) when the table is wider or longer than the space it has: a phone, or a long series.
 */
export function ScrollTable({ caption, columns, testId, children }: { caption: string; columns: readonly Column[]; testId?: string; children: ReactNode }) {
  const id = useId();
  return (
    <div className={styles.tableWrap} role="region" aria-labelledby={id} tabIndex={0}>
      <table className={styles.table} data-testid={testId}>
        <caption id={id}>{caption}</caption>
        <thead>
          <tr>
            {columns.map(([label, numeric]) => (
              <th key={label} scope="col" className={numeric ? styles.num : undefined}>{label}</th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

import { useListingsT } from '../../../i18n/use-listings-t';
import styles from './cards.module.css';

/** Labelled counts (agents, for sale, for lease) as a description list. */
export function CountList({ counts }: { counts: ReadonlyArray<readonly [string, number]> }) {
  const { t } = useListingsT();
  return (
    <dl className={styles.counts}>
      {counts.map(([label, n]) => (
        <div key={label} className={styles.count}>
          <dt>{t(label)}</dt>
          <dd>{n}</dd>
        </div>
      ))}
    </dl>
  );
}

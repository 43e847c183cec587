import { useListingsT } from '../../i18n/use-listings-t';
import type { ResultsView } from './list-results';
import styles from './list-screen.module.css';

/** List or map view of the results: two toggle buttons in a labelled group. */
export function ViewToggle({ view, onChange }: { view: ResultsView; onChange: (view: ResultsView) => void }) {
  const { t } = useListingsT();
  const choice = (value: ResultsView, label: string) => (
    <button type="button" className={styles.toggleButton} aria-pressed={view === value} onClick={() => onChange(value)} data-testid={`view-${value}`}>
      {label}
    </button>
  );
  return (
    <div className={styles.toggle} role="group" aria-label={t('list.viewLabel')}>
      {choice('list', t('list.listView'))}
      {choice('map', t('list.map'))}
    </div>
  );
}

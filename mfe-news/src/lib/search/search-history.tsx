import { clearSavedSearches, removeSavedSearch, useSavedSearches } from '@portal/shared/storage';
import { Link } from 'react-router';
import { useNewsT } from '../../i18n/use-news-t';
import type { SearchTarget } from './search-form';
import styles from './search.module.css';

/** The visitor's searches of one kind, newest first, each removable, and a button clearing them. */
export function SearchHistory({ target }: { target: SearchTarget }) {
  const { t } = useNewsT();
  const history = useSavedSearches(target.historyType);
  return (
    <section aria-labelledby={`${target.historyType}-history`}>
      <h2 id={`${target.historyType}-history`}>{t('search.history')}</h2>
      {history.length === 0 ? (
        <p>{t('search.historyEmpty')}</p>
      ) : (
        <>
          <ul className={styles.history}>
            {history.map((s) => (
              <li key={s.searchConditions}>
                <Link to={target.resultsHref(s.searchConditions)}>{s.searchConditions}</Link>
                <button type="button" onClick={() => removeSavedSearch(target.historyType, s.searchConditions)} aria-label={t('search.remove', { keyword: s.searchConditions })}>
                  ×
                </button>
              </li>
            ))}
          </ul>
          <button type="button" onClick={() => clearSavedSearches(target.historyType)}>{t('search.clearHistory')}</button>
        </>
      )}
    </section>
  );
}

import { formatUnitPrice } from '@portal/shared/format';
import { href, type Locale } from '@portal/shared/routing';
import { clearHistory, removeHistory, useBrowseHistory } from '@portal/shared/storage';
import { useId } from 'react';
import { Link } from 'react-router';
import { useEstatesT } from '../../../i18n/use-estates-t';
import type { EstateListItem } from '../../../lib/types';
import styles from './recent-estates.module.css';

type Visited = Pick<EstateListItem, 'estateID' | 'estateNameWithCulture' | 'gscopeNameWithCulture' | 'avgDealPrice'>;

const isVisited = (item: unknown): item is Visited =>
  typeof item === 'object' && item !== null && typeof (item as Visited).estateID === 'number' && typeof (item as Visited).estateNameWithCulture === 'string';

/**
 * The estates this browser viewed, newest first (estateHistoryList, 15 kept, spec 4.8), each
 * removable; read after hydration (the server renders a first-time visitor's page).
 */
export function RecentEstates({ locale }: { locale: Locale }) {
  const { t } = useEstatesT();
  const titleId = useId();
  const entries = useBrowseHistory('estate').filter((e) => isVisited(e.item));
  if (entries.length === 0) return null;
  return (
    <section className={styles.recent} aria-labelledby={titleId} data-testid="recent-estates">
      <h2 id={titleId}>{t('history.title')}</h2>
      <ul>
        {entries.map(({ id, item }) => {
          const e = item as Visited;
          return (
            <li key={id}>
              <Link to={href('estateDetail', { propertyId: String(e.estateID) }, locale)}>{e.estateNameWithCulture}</Link>
              <span className={styles.meta}>{[e.gscopeNameWithCulture, e.avgDealPrice ? formatUnitPrice(e.avgDealPrice, locale) : null].filter(Boolean).join(' · ')}</span>
              <button type="button" className={styles.remove} onClick={() => removeHistory('estate', id)} aria-label={t('history.remove', { name: e.estateNameWithCulture })}>×</button>
            </li>
          );
        })}
      </ul>
      <button type="button" className={styles.clear} onClick={() => clearHistory('estate')}>{t('history.clear')}</button>
    </section>
  );
}

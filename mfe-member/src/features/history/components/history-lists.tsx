import { formatDate } from '@portal/shared/format';
import type { Locale } from '@portal/shared/routing';
import { getDeleteCounters, HISTORY_CAPS, removeHistory, syncDeleteCounters, useBrowseHistory, type HistoryType } from '@portal/shared/storage';
import { Button, EmptyState, SkeletonText, Tabs, useHydrated } from '@portal/shared/ui';
import { Link } from 'react-router';
import { useMemberT } from '../../../i18n/use-member-t';
import { historyRow } from './history-entry';
import styles from '../../../lib/member-list.module.css';

export const HISTORY_TABS = ['buy', 'rent', 'estate', 'new'] as const satisfies readonly HistoryType[];

/** Clears a list the way spec 4.8's delete counter does: the type's count goes up by one and the list is emptied. */
function clearList(type: HistoryType): void {
  const count = getDeleteCounters().find((c) => c.type === type)?.count ?? 0;
  syncDeleteCounters([{ type, count: count + 1 }]);
}

/**
 * The four browse-history lists of this browser (spec 4.8), newest first: each entry opens its
 * page or is removed, a list is cleared at once (its delete counter records it). Read after
 * hydration: the server has no history.
 */
export function HistoryLists({ locale, type, onType }: { locale: Locale; type: HistoryType; onType: (type: HistoryType) => void }) {
  const { t } = useMemberT();
  const hydrated = useHydrated();
  const entries = useBrowseHistory(type);
  const tabs = HISTORY_TABS.map((value) => ({ value, label: t(`types.${value}`) }));
  let content;
  if (!hydrated) content = <SkeletonText lines={6} />;
  else if (entries.length === 0) content = <EmptyState title={t('history.empty')} />;
  else {
    content = (
      <>
        <div className={styles.head}>
          <p>{t('history.count', { count: entries.length, cap: HISTORY_CAPS[type] })}</p>
          <Button type="button" variant="secondary" size="sm" onClick={() => clearList(type)}>
            {t('history.clear')}
          </Button>
        </div>
        <ul className={styles.list}>
          {entries.map((entry) => {
            const row = historyRow(type, entry, locale);
            return (
              <li key={entry.id} className={styles.row} data-testid="history-entry">
                <div className={styles.what}>
                  {row.to ? <Link to={row.to}>{row.title}</Link> : <span>{row.title}</span>}
                  <span className={styles.facts}>{[...row.facts, formatDate(entry.viewedAt, locale)].join(' · ')}</span>
                </div>
                <Button type="button" variant="ghost" size="sm" aria-label={t('history.removeNamed', { name: row.title })} onClick={() => removeHistory(type, entry.id)}>
                  {t('history.remove')}
                </Button>
              </li>
            );
          })}
        </ul>
      </>
    );
  }
  return (
    <section className={styles.section} data-testid="history-lists">
      <Tabs items={tabs} value={type} onChange={(v) => onType(v as HistoryType)} label={t('history.types')} />
      {content}
    </section>
  );
}

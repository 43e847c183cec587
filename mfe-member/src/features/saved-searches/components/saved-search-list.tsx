import { formatDate } from '@portal/shared/format';
import type { Locale } from '@portal/shared/routing';
import { removeSavedSearch, useSavedSearches } from '@portal/shared/storage';
import { Button, EmptyState, SkeletonText, Tabs, TextField, useHydrated } from '@portal/shared/ui';
import type { ListKind } from '@portal/shared/url';
import { useState } from 'react';
import { Link } from 'react-router';
import { useMemberT } from '../../../i18n/use-member-t';
import { renameSavedSearch, savedSearchHref } from './saved-search-store';
import styles from '../../../lib/member-list.module.css';

export const SAVED_SEARCH_TABS = ['buy', 'rent', 'serviced'] as const satisfies readonly ListKind[];

function SavedRow({ kind, text, savedAt, to, locale }: { kind: ListKind; text: string; savedAt: number; to: string; locale: Locale }) {
  const { t } = useMemberT();
  const [name, setName] = useState(text);
  const [editing, setEditing] = useState(false);
  const [refused, setRefused] = useState(false);
  return (
    <li className={styles.row} data-testid="saved-search">
      {editing ? (
        <form
          className={styles.rename}
          onSubmit={(e) => {
            e.preventDefault();
            const ok = renameSavedSearch(kind, text, name);
            setRefused(!ok);
            if (ok) setEditing(false);
          }}
        >
          <TextField label={t('saved.name')} value={name} maxLength={200} error={refused ? t('saved.nameTaken') : undefined} onChange={(e) => setName(e.target.value)} />
          <Button type="submit" size="sm">{t('saved.save')}</Button>
        </form>
      ) : (
        <div className={styles.what}>
          <Link to={to}>{text}</Link>
          <span className={styles.facts}>{formatDate(savedAt, locale)}</span>
        </div>
      )}
      <div className={styles.actions}>
        {!editing && (
          <Button type="button" variant="secondary" size="sm" aria-label={t('saved.renameNamed', { name: text })} onClick={() => setEditing(true)}>
            {t('saved.rename')}
          </Button>
        )}
        <Button type="button" variant="ghost" size="sm" aria-label={t('saved.deleteNamed', { name: text })} onClick={() => removeSavedSearch(kind, text)}>
          {t('saved.delete')}
        </Button>
      </div>
    </li>
  );
}

/** The searches saved on this browser per list kind (spec 4.8: ten of each kind): open, rename, delete. */
export function SavedSearchList({ locale, kind, onKind }: { locale: Locale; kind: ListKind; onKind: (kind: ListKind) => void }) {
  const { t } = useMemberT();
  const hydrated = useHydrated();
  const list = useSavedSearches(kind);
  const tabs = SAVED_SEARCH_TABS.map((value) => ({ value, label: t(`types.${value}`) }));
  let content;
  if (!hydrated) content = <SkeletonText lines={4} />;
  else if (list.length === 0) content = <EmptyState title={t('saved.empty')} />;
  else {
    content = (
      <ul className={styles.list}>
        {list.map((s) => (
          <SavedRow key={s.searchConditions} kind={kind} text={s.searchConditions} savedAt={s.savedAt} to={savedSearchHref(kind, s, locale)} locale={locale} />
        ))}
      </ul>
    );
  }
  return (
    <section className={styles.section} data-testid="saved-searches">
      <Tabs items={tabs} value={kind} onChange={(v) => onKind(v as ListKind)} label={t('saved.types')} />
      {content}
    </section>
  );
}

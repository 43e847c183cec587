import type { CollectionItem } from '@portal/shared/contracts';
import type { Locale } from '@portal/shared/routing';
import { Button, TextField, toast } from '@portal/shared/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { useMemberT } from '../../../i18n/use-member-t';
import { useFailureText } from '../../../lib/failure-text';
import type { BookmarksApi } from '../api/bookmarks-api';
import { bookmarkTarget } from './bookmark-target';
import list from '../../../lib/member-list.module.css';
import styles from './bookmarks.module.css';

interface Props {
  item: CollectionItem;
  locale: Locale;
  member: boolean;
  api: BookmarksApi;
  onRemoved: () => void;
}

/** One bookmark: what it points at, its remark (members edit it: UpdateCollection) and removal. */
export function BookmarkRow({ item, locale, member, api, onRemoved }: Props) {
  const { t } = useMemberT();
  const failureText = useFailureText();
  const [remark, setRemark] = useState(item.remark ?? '');
  const [saved, setSaved] = useState(item.remark ?? '');
  const [busy, setBusy] = useState(false);
  const target = bookmarkTarget(item, locale);
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      toast.error(failureText(error));
    } finally {
      setBusy(false);
    }
  };
  const title = target?.title ?? t('fav.gone');
  return (
    <li className={styles.row} data-testid="bookmark">
      <div className={list.what}>
        <span className={styles.type}>{t(`types.${item.sourceType}`)}</span>
        {target?.to ? <Link to={target.to}>{title}</Link> : <span>{title}</span>}
        {target && <span className={list.facts}>{target.facts.filter(Boolean).join(' · ')}</span>}
      </div>
      {member && (
        <form
          className={list.rename}
          onSubmit={(e) => {
            e.preventDefault();
            void run(async () => {
              await api.updateRemark(item.collectionID, remark);
              setSaved(remark.trim());
              toast.success(t('fav.remarkSaved'));
            });
          }}
        >
          <TextField label={t('fav.remark')} value={remark} maxLength={200} onChange={(e) => setRemark(e.target.value)} />
          <Button type="submit" variant="secondary" size="sm" disabled={busy || remark.trim() === saved}>
            {t('fav.saveRemark')}
          </Button>
        </form>
      )}
      <Button
        type="button"
        variant="ghost"
        size="sm"
        disabled={busy}
        aria-label={t('fav.removeNamed', { name: title })}
        onClick={() => void run(async () => {
          await api.remove(item, member);
          onRemoved();
        })}
      >
        {t('fav.remove')}
      </Button>
    </li>
  );
}

import { call } from '@portal/shared/api';
import { searchSuggester } from '@portal/shared/endpoints';
import { href, type Locale } from '@portal/shared/routing';
import { TextField } from '@portal/shared/ui';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { useEstatesT } from '../../../i18n/use-estates-t';
import styles from './estate-list.module.css';

export const SUGGEST_DELAY_MS = 250;

type Suggestion = Awaited<ReturnType<typeof call<typeof searchSuggester>>>[number];

/** The keyword, with the estates whose names match it (SearchSuggester) as links to their pages. */
export function KeywordField({ value, onChange, locale }: { value: string; onChange: (value: string) => void; locale: Locale }) {
  const { t } = useEstatesT();
  const listId = useId();
  const [found, setFound] = useState<{ text: string; items: Suggestion[] } | null>(null);
  // suggestions follow typing only, not the keyword the page opened with
  const [typed, setTyped] = useState(false);
  const text = typed ? value.trim() : '';
  useEffect(() => {
    if (!text) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      call(searchSuggester, { query: { keyword: text, type: 'estate', count: 6 }, signal: controller.signal, loadingBar: false }).then(
        (items) => !controller.signal.aborted && setFound({ text, items }),
        () => !controller.signal.aborted && setFound({ text, items: [] }),
      );
    }, SUGGEST_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text]);
  const items = text && found?.text === text ? found.items : [];
  return (
    <div className={styles.keyword}>
      <TextField label={t('filter.keyword')} value={value} onChange={(e) => {
        setTyped(true);
        onChange(e.target.value);
      }} aria-describedby={items.length ? listId : undefined} placeholder={t('filter.keywordHint')} />
      {items.length > 0 ? (
        <ul id={listId} className={styles.suggestions} aria-label={t('filter.suggestions')} data-testid="estate-suggestions">
          {items.map((s) => (
            <li key={s.id}>
              <Link to={href('estateDetail', { propertyId: s.id }, locale)}>
                {s.nameWithCulture}
                {s.gscopeNameWithCulture ? <span className={styles.muted}> · {s.gscopeNameWithCulture}</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

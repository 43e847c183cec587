import { addSavedSearch } from '@portal/shared/storage';
import { href, type Locale } from '@portal/shared/routing';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useNewsT } from '../../../i18n/use-news-t';
import styles from './news-search.module.css';

/** the visitor's news searches (spec 4.8: newest first, the same text once) */
export const NEWS_SEARCH_TYPE = 'news';
export const KEYWORD_PARAM = 'keyword';

/** The results page of a keyword, within a topic (t) and an estate (e) when given. */
export function searchListHref(locale: Locale, keyword: string, filters: { tId?: number; eId?: number } = {}, page = 1): string {
  return href('newsSearchList', filters, locale, { [KEYWORD_PARAM]: keyword.trim() || undefined, page: page > 1 ? page : undefined });
}

/** Remembers the search and opens its results. */
export function useRunSearch(locale: Locale, filters: { tId?: number; eId?: number } = {}) {
  const navigate = useNavigate();
  return (keyword: string) => {
    const text = keyword.trim();
    if (!text) return;
    addSavedSearch(NEWS_SEARCH_TYPE, text, { keyword: text });
    void navigate(searchListHref(locale, text, filters));
  };
}

/** The keyword box: a labelled search field and its button (Enter submits). */
export function SearchForm({ locale, initial = '', filters }: { locale: Locale; initial?: string; filters?: { tId?: number; eId?: number } }) {
  const { t } = useNewsT();
  const id = useId();
  const [keyword, setKeyword] = useState(initial);
  const run = useRunSearch(locale, filters);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    run(keyword);
  };
  return (
    <form role="search" className={styles.form} onSubmit={submit} action={href('newsSearchList', {}, locale)}>
      <label htmlFor={id} className={styles.label}>{t('search.label')}</label>
      <input
        id={id} name={KEYWORD_PARAM} type="search" value={keyword} maxLength={100} autoComplete="off"
        placeholder={t('search.placeholder')} onChange={(e) => setKeyword(e.target.value)}
      />
      <button type="submit">{t('search.submit')}</button>
    </form>
  );
}

import { addSavedSearch } from '@portal/shared/storage';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useNewsT } from '../../i18n/use-news-t';
import styles from './search.module.css';

export const KEYWORD_PARAM = 'keyword';

export interface SearchTarget {
  /** the saved-search list of spec 4.8 the keyword goes into ('news', 'tips') */
  historyType: string;
  /** the results page of a keyword (also the form's action before the page is interactive) */
  resultsHref: (keyword: string) => string;
}

/** Remembers the search and opens its results. */
export function useRunSearch({ historyType, resultsHref }: SearchTarget) {
  const navigate = useNavigate();
  return (keyword: string) => {
    const text = keyword.trim();
    if (!text) return;
    addSavedSearch(historyType, text, { keyword: text });
    void navigate(resultsHref(text));
  };
}

/** The keyword box: a labelled search field and its button (Enter submits). */
export function SearchForm({ target, initial = '', label }: { target: SearchTarget; initial?: string; label: string }) {
  const { t } = useNewsT();
  const id = useId();
  const [keyword, setKeyword] = useState(initial);
  const run = useRunSearch(target);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    run(keyword);
  };
  return (
    <form role="search" className={styles.form} onSubmit={submit} action={target.resultsHref('').split('?')[0]}>
      <label htmlFor={id} className={styles.label}>{label}</label>
      <input
        id={id} name={KEYWORD_PARAM} type="search" value={keyword} maxLength={100} autoComplete="off"
        placeholder={t('search.placeholder')} onChange={(e) => setKeyword(e.target.value)}
      />
      <button type="submit">{t('search.submit')}</button>
    </form>
  );
}

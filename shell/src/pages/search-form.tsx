import { href, type Locale } from '@portal/shared/routing';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styles from './pages.module.css';

/** Keyword search: goes to the buy or rent list with `key` (spec 2.8 query keys). */
export function SearchForm({ locale, initial = '' }: { locale: Locale; initial?: string }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState(initial);
  const [kind, setKind] = useState<'buyList' | 'rentList'>('buyList');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const key = keyword.trim().slice(0, 60);
    navigate(href(kind, {}, locale, { key: key || undefined }));
  };
  return (
    <form className={styles.search} role="search" onSubmit={submit}>
      <div className={styles.kinds} role="radiogroup" aria-label={t('home.searchLabel')}>
        {(['buyList', 'rentList'] as const).map((k) => (
          <button key={k} type="button" role="radio" aria-checked={kind === k} className={kind === k ? styles.kindActive : styles.kind} onClick={() => setKind(k)}>
            {t(k === 'buyList' ? 'home.buy' : 'home.rent')}
          </button>
        ))}
      </div>
      <label className={styles.searchField}>
        <span className={styles.visuallyHidden}>{t('home.searchLabel')}</span>
        <input type="search" value={keyword} maxLength={60} placeholder={t('home.searchPlaceholder')} onChange={(e) => setKeyword(e.target.value)} />
      </label>
      <button type="submit" className={styles.searchButton}>
        {t('home.search')}
      </button>
    </form>
  );
}

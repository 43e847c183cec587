import type { RemotePageProps } from '@portal/shared/mf';
import { useTranslation } from 'react-i18next';
import { SearchForm } from './search-form';
import styles from './pages.module.css';

/** /search and /mSearchPage: the keyword search on its own page. */
export default function SearchPage({ locale, search }: RemotePageProps) {
  const { t } = useTranslation('shell');
  const initial = new URLSearchParams(search).get('key') ?? '';
  return (
    <section className={styles.article}>
      <h1>{t('search.title')}</h1>
      <SearchForm locale={locale} initial={initial} />
    </section>
  );
}

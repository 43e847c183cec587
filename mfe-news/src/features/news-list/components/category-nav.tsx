import { useApi } from '@portal/shared/api';
import { getInformationCategories } from '@portal/shared/endpoints';
import { href, type Locale } from '@portal/shared/routing';
import { Link } from 'react-router';
import { useNewsT } from '../../../i18n/use-news-t';
import styles from '../../../lib/articles/articles.module.css';

/** The news categories (GetInformationCategories), the current one marked. */
export function CategoryNav({ locale, categoryId }: { locale: Locale; categoryId?: number }) {
  const { t } = useNewsT();
  const state = useApi(getInformationCategories, { query: { kind: 'news' }, language: locale });
  const flat = (state.data ?? []).flatMap((c) => [c, ...c.children]);
  return (
    <nav className={styles.categories} aria-label={t('list.categories')} data-testid="news-categories">
      <Link to={href('newsList', {}, locale)} aria-current={categoryId === undefined ? 'page' : undefined}>
        {t('list.all')}
      </Link>
      {flat.map((c) => (
        <Link key={c.categoryID} to={href('newsCategory', { bId: c.categoryID }, locale)} aria-current={c.categoryID === categoryId ? 'page' : undefined}>
          {c.nameWithCulture}
        </Link>
      ))}
    </nav>
  );
}

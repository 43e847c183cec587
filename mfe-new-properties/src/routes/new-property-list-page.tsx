import type { RemotePageProps } from '@portal/shared/mf';
import { usePageMeta } from '@portal/shared/seo';
import { EmptyState } from '@portal/shared/ui';
import { filterOf, NewEstateList } from '../features/new-estates';
import { useNewPropertiesT } from '../i18n/use-new-properties-t';
import styles from './pages.module.css';

/** newPropertyList: /new-properties/..., /newPropertiesList/{filter} (spec 2.2, 2.8) */
export default function NewPropertyListPage({ params, search, locale }: RemotePageProps) {
  const { t } = useNewPropertiesT();
  const filter = filterOf(params, search);
  // the page's title and description on the server and after each navigation; deep pages are not indexed
  usePageMeta({ title: t('list.title'), description: t('list.description'), noindex: (filter?.page ?? 1) > 5 });
  return (
    <div className={styles.page} data-testid="new-properties-page">
      <h1>{t('list.title')}</h1>
      {filter ? <NewEstateList filter={filter} locale={locale} tertiary={params.tertiary} /> : <EmptyState title={t('list.invalidFilter')} />}
    </div>
  );
}

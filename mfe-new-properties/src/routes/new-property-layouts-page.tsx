import { useApi } from '@portal/shared/api';
import { getNewEstateById } from '@portal/shared/endpoints';
import { NotFoundStatus, type RemotePageProps } from '@portal/shared/mf';
import { usePageMeta } from '@portal/shared/seo';
import { EmptyState, SkeletonText } from '@portal/shared/ui';
import { Link } from 'react-router';
import { RoomTypeGallery, tabHref } from '../features/development';
import { useNewPropertiesT } from '../i18n/use-new-properties-t';
import { estateIdOf } from './development/estate-id';
import styles from './pages.module.css';

/** newPropertyLayouts: /new-property-layouts-{id}, every layout of a development with its plan, without nav and footer. */
export default function NewPropertyLayoutsPage({ params, search, locale }: RemotePageProps) {
  const { t } = useNewPropertiesT();
  const estateId = estateIdOf(params, search);
  const state = useApi(getNewEstateById, { query: { estateId: estateId ?? 0 }, language: locale, enabled: estateId !== null });
  const name = state.data?.nameWithCulture;
  usePageMeta({ title: name ? `${name} ${t('tabs.layouts')}` : t('tabs.layouts'), description: t('layouts.description', { name: name ?? '' }) });
  if (estateId === null || state.error?.status === 404) {
    return <><NotFoundStatus /><EmptyState title={t('detail.notFoundTitle')} text={t('detail.notFoundText')} /></>;
  }
  if (!state.data) return <SkeletonText lines={8} />;
  return (
    <div className={styles.page} data-testid="layouts-page">
      <h1>{t('layouts.title', { name: state.data.nameWithCulture })}</h1>
      <p><Link to={tabHref(estateId, 'intro', locale)}>{t('layouts.backToDevelopment')}</Link></p>
      <RoomTypeGallery estateId={estateId} locale={locale} id="np-all-layouts" title={t('tabs.priced-floor-plans')} />
    </div>
  );
}

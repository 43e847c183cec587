import { useApi } from '@portal/shared/api';
import { getNewEstateById } from '@portal/shared/endpoints';
import { NotFoundStatus } from '@portal/shared/mf';
import { href, type Locale } from '@portal/shared/routing';
import { EmptyState, ErrorState, SkeletonText } from '@portal/shared/ui';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { DevelopmentHeader, recordNewEstateHistory, TabNav, type DevelopmentTab } from '../../features/development';
import { useNewPropertiesT } from '../../i18n/use-new-properties-t';
import type { NewEstateDetail } from '../../lib/new-estate-types';
import { useDevelopmentMeta } from './development-meta';
import { TabBody } from './tab-body';
import styles from './development-screen.module.css';

export interface DevelopmentScreenProps {
  estateId: number | null;
  /** null: a tab that does not exist (404) */
  tab: DevelopmentTab | null;
  locale: Locale;
  search: string;
  /** the page's tab links (the section pages embed one tab without them) */
  withTabs?: boolean;
  /** beside the name, e.g. the bookmark toggle */
  action?: (estate: NewEstateDetail) => ReactNode;
}

function NotFound({ locale }: { locale: Locale }) {
  const { t } = useNewPropertiesT();
  return (
    <div data-testid="development-not-found">
      <NotFoundStatus />
      <EmptyState title={t('detail.notFoundTitle')} text={t('detail.notFoundText')} action={<Link to={href('newPropertyList', {}, locale)}>{t('detail.backToList')}</Link>} />
    </div>
  );
}

/** A development's page: header and sales status banner, its tabs, the chosen tab; recorded in NewHistoryList. */
export function DevelopmentScreen({ estateId, tab, locale, search, withTabs = true, action }: DevelopmentScreenProps) {
  const { t } = useNewPropertiesT();
  const state = useApi(getNewEstateById, { query: { estateId: estateId ?? 0 }, language: locale, enabled: estateId !== null && tab !== null });
  const estate = state.data;
  useDevelopmentMeta(estate, tab ?? 'intro', locale);
  useEffect(() => {
    if (estate) recordNewEstateHistory(estate);
  }, [estate]);
  if (estateId === null || tab === null || state.error?.status === 404) return <NotFound locale={locale} />;
  if (state.error && !estate) return <ErrorState title={t('detail.errorTitle')} message={state.error.message} onRetry={state.reload} />;
  if (!estate) return <SkeletonText lines={10} />;
  return (
    <article className={styles.screen} data-testid="development-page">
      <DevelopmentHeader estate={estate} locale={locale} action={action?.(estate)} />
      {withTabs ? <TabNav estateId={estate.estateId} tab={tab} locale={locale} /> : null}
      <TabBody tab={tab} estate={estate} locale={locale} search={search} />
    </article>
  );
}

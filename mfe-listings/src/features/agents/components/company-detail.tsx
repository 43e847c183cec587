import type { PropertyListItem } from '@portal/shared/contracts';
import { href, type Locale } from '@portal/shared/routing';
import { NotFoundStatus } from '@portal/shared/mf';
import { EmptyState, ErrorState, SkeletonCard, SkeletonText } from '@portal/shared/ui';
import type { ListFilter } from '@portal/shared/url';
import { useEffect, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useListingsT } from '../../../i18n/use-listings-t';
import { useCompany } from '../api/use-company';
import { COMPANY_TABS, tabHref, type DetailTab } from '../detail-tabs';
import { COMPANY_NOT_FOUND_STATE } from '../redirect-notice';
import { CompanyProfile } from './company-profile';
import { LinkTabs } from './link-tabs';
import { ListingsPanel } from './listings-panel';
import { PartnersPanel } from './partners-panel';
import styles from './detail.module.css';

export interface CompanyDetailProps {
  companyId: number;
  tab: DetailTab;
  filter: ListFilter;
  locale: Locale;
  renderListings: (items: readonly PropertyListItem[]) => ReactNode;
}

/**
 * An agency's page: its card and the tabs buy, partner and lease. A missing agency goes to the
 * agency list (spec 8); the server's page says so with a 404 and a link there, and the browser
 * then takes the visitor to the list with its notice.
 */
export function CompanyDetail({ companyId, tab, filter, locale, renderListings }: CompanyDetailProps) {
  const { t } = useListingsT();
  const navigate = useNavigate();
  const state = useCompany(companyId, locale);
  const missing = state.error?.status === 404;
  useEffect(() => {
    if (missing) navigate(href('agencyList', {}, locale), { replace: true, state: COMPANY_NOT_FOUND_STATE });
  }, [missing, navigate, locale]);
  if (missing) {
    return (
      <>
        <NotFoundStatus />
        <EmptyState
          title={t('agents.notice.companyNotFound')}
          action={<Link to={href('agencyList', {}, locale)}>{t('agents.detail.backToAgencies')}</Link>}
        />
      </>
    );
  }
  if (state.error && !state.data) return <ErrorState title={t('agents.detail.errorTitle')} message={state.error.message} onRetry={state.reload} />;
  if (!state.data) {
    return (
      <div aria-busy="true" data-testid="detail-skeleton">
        <SkeletonText lines={2} />
        <SkeletonCard horizontal />
      </div>
    );
  }
  const hrefFor = (of: DetailTab) => (f: ListFilter) => tabHref(COMPANY_TABS, of, companyId, f, locale);
  const empty: ListFilter = { codes: {}, query: {} };
  return (
    <div className={styles.detail}>
      <CompanyProfile company={state.data} locale={locale} />
      <LinkTabs
        label={t('agents.tabs.label')}
        current={tab}
        tabs={(['buy', 'partner', 'rent'] as const).map((v) => ({ value: v, label: t(`agents.tabs.${v}`), href: hrefFor(v)(empty) }))}
      />
      {tab === 'partner' ? (
        <PartnersPanel companyId={companyId} filter={filter} locale={locale} hrefFor={hrefFor('partner')} />
      ) : (
        <ListingsPanel
          key={tab}
          owner={{ companyId }}
          rentalType={tab === 'rent' ? 2 : 1}
          filter={filter}
          locale={locale}
          hrefFor={hrefFor(tab)}
          renderItems={renderListings}
        />
      )}
    </div>
  );
}

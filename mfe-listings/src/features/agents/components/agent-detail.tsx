import { NotFoundStatus } from '@portal/shared/mf';
import type { PropertyListItem } from '@portal/shared/contracts';
import { href, type Locale } from '@portal/shared/routing';
import { EmptyState, ErrorState, SkeletonCard, SkeletonText } from '@portal/shared/ui';
import type { ListFilter } from '@portal/shared/url';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useListingsT } from '../../../i18n/use-listings-t';
import { useAgent } from '../api/use-agent';
import { PARTNER_TABS, tabHref, type DetailTab } from '../detail-tabs';
import { AgentProfile } from './agent-profile';
import { LinkTabs } from './link-tabs';
import { ListingsPanel } from './listings-panel';
import styles from './detail.module.css';

export interface AgentDetailProps {
  agentId: number;
  tab: Exclude<DetailTab, 'partner'>;
  filter: ListFilter;
  locale: Locale;
  renderListings: (items: readonly PropertyListItem[]) => ReactNode;
}

/** A partner's page: the card and the tabs buy and lease (SearchProperty by accountId). */
export function AgentDetail({ agentId, tab, filter, locale, renderListings }: AgentDetailProps) {
  const { t } = useListingsT();
  const state = useAgent(agentId, locale);
  if (state.error && !state.data) {
    if (state.error.status === 404) {
      return (
        <>
          <NotFoundStatus />
          <EmptyState
            title={t('agents.detail.agentNotFound')}
            action={<Link to={href('partnerList', {}, locale)}>{t('agents.detail.backToPartners')}</Link>}
          />
        </>
      );
    }
    return <ErrorState title={t('agents.detail.errorTitle')} message={state.error.message} onRetry={state.reload} />;
  }
  if (!state.data) {
    return (
      <div aria-busy="true" data-testid="detail-skeleton">
        <SkeletonText lines={2} />
        <SkeletonCard horizontal />
      </div>
    );
  }
  const hrefFor = (of: DetailTab) => (f: ListFilter) => tabHref(PARTNER_TABS, of, agentId, f, locale);
  const empty: ListFilter = { codes: {}, query: {} };
  return (
    <div className={styles.detail}>
      <AgentProfile agent={state.data} locale={locale} />
      <LinkTabs
        label={t('agents.tabs.label')}
        current={tab}
        tabs={(['buy', 'rent'] as const).map((v) => ({ value: v, label: t(`agents.tabs.${v}`), href: hrefFor(v)(empty) }))}
      />
      <ListingsPanel
        key={tab}
        owner={{ accountId: agentId }}
        rentalType={tab === 'rent' ? 2 : 1}
        filter={filter}
        locale={locale}
        hrefFor={hrefFor(tab)}
        renderItems={renderListings}
      />
    </div>
  );
}

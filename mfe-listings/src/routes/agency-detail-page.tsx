import type { RemotePageProps } from '@portal/shared/mf';
import { EmptyState } from '@portal/shared/ui';
import { parse } from '@portal/shared/url';
import { useListingsT } from '../i18n/use-listings-t';
import { COMPANY_TABS, CompanyDetail, tabOfRoute } from '../features/agents';
import { AgencyListingCards } from './agency-listing-cards';
import { AgencyMeta } from './agency-meta';

/** agencyDetail, agencyDetailRent, agencyDetailPartner: /agency/{agentId}/buy|rent|partner[/{filter}/...]. */
export default function AgencyDetailPage({ routeName, params, search, locale }: RemotePageProps) {
  const { t } = useListingsT();
  const filter = parse(params.filter ?? '', search.replace(/^\?/, ''));
  const companyId = Number(params.agentId);
  if (!filter || !Number.isSafeInteger(companyId) || companyId < 1) return <EmptyState title={t('agents.directory.invalidFilter')} />;
  return (
    <>
      <AgencyMeta key={`meta-${companyId}`} companyId={companyId} locale={locale} />
      <CompanyDetail
        key={companyId}
        companyId={companyId}
        tab={tabOfRoute(COMPANY_TABS, routeName)}
        filter={filter}
        locale={locale}
        renderListings={(items) => <AgencyListingCards items={items} locale={locale} />}
      />
    </>
  );
}

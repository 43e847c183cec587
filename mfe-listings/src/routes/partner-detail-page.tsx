import type { RemotePageProps } from '@portal/shared/mf';
import { EmptyState } from '@portal/shared/ui';
import { parse } from '@portal/shared/url';
import { useListingsT } from '../i18n/use-listings-t';
import { AgentDetail, PARTNER_TABS, tabOfRoute } from '../features/agents';
import { AgencyListingCards } from './agency-listing-cards';

/** partnerDetail, partnerDetailRent: /partner/{partnerId}/buy|rent[/{filter}/...]. */
export default function PartnerDetailPage({ routeName, params, search, locale }: RemotePageProps) {
  const { t } = useListingsT();
  const filter = parse(params.filter ?? '', search.replace(/^\?/, ''));
  const agentId = Number(params.partnerId);
  if (!filter || !Number.isSafeInteger(agentId) || agentId < 1) return <EmptyState title={t('agents.directory.invalidFilter')} />;
  return (
    <AgentDetail
      key={agentId}
      agentId={agentId}
      tab={tabOfRoute(PARTNER_TABS, routeName) === 'rent' ? 'rent' : 'buy'}
      filter={filter}
      locale={locale}
      renderListings={(items) => <AgencyListingCards items={items} locale={locale} />}
    />
  );
}

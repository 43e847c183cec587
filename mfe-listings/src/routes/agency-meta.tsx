import { useApi } from '@portal/shared/api';
import { getAgentCompanyById } from '@portal/shared/endpoints';
import { href, type Locale } from '@portal/shared/routing';
import { ogImageUrl, usePageMeta } from '@portal/shared/seo';
import { useListingsT } from '../i18n/use-listings-t';

/** An agency page's title (its name and licence), description (its address) and breadcrumbs. */
export function AgencyMeta({ companyId, locale }: { companyId: number; locale: Locale }) {
  const { t } = useListingsT();
  // the same call as the page's card: answered once on the server, from the page in the browser
  const { data } = useApi(getAgentCompanyById, { query: { companyId }, language: locale });
  usePageMeta(data ? {
    title: `${data.companyNameWithCulture} (${data.license})`,
    description: data.addressWithCulture,
    image: ogImageUrl(data.logo),
    breadcrumbs: [
      { name: t('agents.agencyList.title'), path: href('agencyList', {}, locale) },
      { name: data.companyNameWithCulture, path: href('agencyDetail', { agentId: String(companyId) }, locale) },
    ],
  } : null);
  return null;
}

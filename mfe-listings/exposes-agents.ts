/**
 * Exposed pages of the agencies, agents, partners and serviced-apartment routes; the names are the
 * route table's `page` values. module-federation.config.ts spreads this into its `exposes`.
 */
export const agentExposes: Record<string, string> = {
  './AgencyListPage': './src/expose/agency-list-page.tsx',
  './AgencyDetailPage': './src/expose/agency-detail-page.tsx',
  './PartnerListPage': './src/expose/partner-list-page.tsx',
  './PartnerDetailPage': './src/expose/partner-detail-page.tsx',
  './AgentListPage': './src/expose/agent-list-page.tsx',
  './ServicedListPage': './src/expose/serviced-list-page.tsx',
  './ServiceListPage': './src/expose/service-list-page.tsx',
  './ServicesDetailPage': './src/expose/services-detail-page.tsx',
};

/** agents: agency, partner and agent lists and pages (SearchCompany, SearchAgent, GetAgentCompanyById, GetAgent, SearchProperty by owner). */
export { CompanyDirectory } from './components/company-directory';
export { AgentDirectory } from './components/agent-directory';
export { CompanyDetail } from './components/company-detail';
export { AgentDetail } from './components/agent-detail';
export { CompanyNotFoundNotice } from './components/notice-banner';
export { COMPANY_TABS, PARTNER_TABS, tabOfRoute, tabHref, type DetailTab } from './detail-tabs';
export { directoryOfSegment, directoryOfQuery, segmentOf, queryOf, type Directory } from './directory';
export { COMPANY_NOT_FOUND_STATE, isCompanyNotFoundState } from './redirect-notice';
export { useOwnerListings, type ListingOwner } from './api/use-owner-listings';

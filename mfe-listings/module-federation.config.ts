import { REMOTE_ENTRY_FILE, sharedDeps } from '@portal/shared/mf';
import { agentExposes } from './exposes-agents';

/**
 * mfe_listings: sale, rent and serviced lists and details, agencies, agents and partners, the
 * house map, listings around a station, a listing's contact person, message and complaint pages,
 * and the latest-listings home widget. Every exposed name is a `page` of the route table
 * (src/routes/exposes.test.ts).
 */
export default {
  name: 'mfe_listings',
  filename: REMOTE_ENTRY_FILE,
  exposes: {
    './Messages': './src/expose/messages.ts',
    './BuyListPage': './src/expose/buy-list-page.tsx',
    './PropertiesListPage': './src/expose/properties-list-page.tsx',
    './RentListPage': './src/expose/rent-list-page.tsx',
    './SaleDetailPage': './src/expose/sale-detail-page.tsx',
    './RentDetailPage': './src/expose/rent-detail-page.tsx',
    './HouseMapPage': './src/expose/house-map-page.tsx',
    './AroundPage': './src/expose/around-page.tsx',
    './PersonDataPage': './src/expose/person-data-page.tsx',
    './ComplaintPage': './src/expose/complaint-page.tsx',
    './MessageAddPage': './src/expose/message-add-page.tsx',
    './MessageChangePage': './src/expose/message-change-page.tsx',
    './MessageReplyPage': './src/expose/message-reply-page.tsx',
    './LatestListingsWidget': './src/expose/latest-listings-widget.tsx',
    './BookmarkButton': './src/expose/bookmark-button.tsx',
    './MapSearch': './src/expose/map-search.tsx',
    ...agentExposes,
  },
  shared: sharedDeps(),
  shareStrategy: 'loaded-first' as const,
  manifest: true,
  dts: false,
};

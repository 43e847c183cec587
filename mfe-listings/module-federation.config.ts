import { sharedDeps } from '@portal/shared/mf';

/** mfe_listings: sale and rent lists and details, and the latest-listings home widget. */
export default {
  name: 'mfe_listings',
  filename: 'remoteEntry.js',
  exposes: {
    './BuyListPage': './src/expose/buy-list-page.tsx',
    './PropertiesListPage': './src/expose/properties-list-page.tsx',
    './RentListPage': './src/expose/rent-list-page.tsx',
    './SaleDetailPage': './src/expose/sale-detail-page.tsx',
    './RentDetailPage': './src/expose/rent-detail-page.tsx',
    './LatestListingsWidget': './src/expose/latest-listings-widget.tsx',
  },
  shared: sharedDeps(),
  shareStrategy: 'loaded-first' as const,
  manifest: true,
  dts: false,
};

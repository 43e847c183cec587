import { REMOTE_ENTRY_FILE, sharedDeps } from '@portal/shared/mf';

/** mfe_estates: Estates. Every exposed page name is a `page` of the route table (src/expose/messages.test.ts). */
export default {
  name: 'mfe_estates',
  filename: REMOTE_ENTRY_FILE,
  exposes: {
    './Messages': './src/expose/messages.ts',
    './EstateListPage': './src/expose/estate-list-page.tsx',
    './EstateDetailPage': './src/expose/estate-detail-page.tsx',
    './DealDetailPage': './src/expose/deal-detail-page.tsx',
    './EstateMapPage': './src/expose/estate-map-page.tsx',
    './RoomTypeDetailPage': './src/expose/room-type-detail-page.tsx',
    './EstateSaleDetailPage': './src/expose/estate-sale-detail-page.tsx',
    './PopularEstatesWidget': './src/expose/popular-estates-widget.tsx',
    './FairPrice': './src/expose/fair-price.tsx',
  },
  shared: sharedDeps(),
  shareStrategy: 'loaded-first' as const,
  manifest: true,
  dts: false,
};

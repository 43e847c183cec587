import { REMOTE_ENTRY_FILE, sharedDeps } from '@portal/shared/mf';

/** mfe_new_properties: New properties. Every exposed page name is a `page` of the route table (src/expose/messages.test.ts). */
export default {
  name: 'mfe_new_properties',
  filename: REMOTE_ENTRY_FILE,
  exposes: {
    './Messages': './src/expose/messages.ts',
    './NewPropertyListPage': './src/expose/new-property-list-page.tsx',
    './NewPropertyDetailPage': './src/expose/new-property-detail-page.tsx',
    './NewSectionPage': './src/expose/new-section-page.tsx',
    './NewPropertySaleDetailPage': './src/expose/new-property-sale-detail-page.tsx',
    './NewPropertyLayoutsPage': './src/expose/new-property-layouts-page.tsx',
    './NewPropertyLayoutsDetailPage': './src/expose/new-property-layouts-detail-page.tsx',
    './HotNewPropertiesWidget': './src/expose/hot-new-properties-widget.tsx',
    './GbaListPage': './src/expose/gba-list-page.tsx',
    './GbaDetailPage': './src/expose/gba-detail-page.tsx',
    './GbaMorePage': './src/expose/gba-more-page.tsx',
    './GbaFloorplanPage': './src/expose/gba-floorplan-page.tsx',
    './GbaIndexPage': './src/expose/gba-index-page.tsx',
    './GbaIndexDetailPage': './src/expose/gba-index-detail-page.tsx',
    './GbaToolsPage': './src/expose/gba-tools-page.tsx',
  },
  shared: sharedDeps(),
  shareStrategy: 'loaded-first' as const,
  manifest: true,
  dts: false,
};

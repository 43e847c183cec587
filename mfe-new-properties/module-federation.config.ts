import { sharedDeps } from '@portal/shared/mf';

/** mfe_new_properties: New properties. Every exposed page name is a `page` of the route table (src/expose/messages.test.ts). */
export default {
  name: 'mfe_new_properties',
  filename: 'remoteEntry.js',
  exposes: {
    './Messages': './src/expose/messages.ts',
    './NewPropertyListPage': './src/expose/new-property-list-page.tsx',
  },
  shared: sharedDeps(),
  shareStrategy: 'loaded-first' as const,
  manifest: true,
  dts: false,
};

import { REMOTE_ENTRY_FILE, sharedDeps } from '@portal/shared/mf';

/** mfe_housegpt: HouseGPT assistant. Every exposed page name is a `page` of the route table (src/expose/messages.test.ts). */
export default {
  name: 'mfe_housegpt',
  filename: REMOTE_ENTRY_FILE,
  exposes: {
    './Messages': './src/expose/messages.ts',
    './HousegptPage': './src/expose/housegpt-page.tsx',
  },
  shared: sharedDeps(),
  shareStrategy: 'loaded-first' as const,
  manifest: true,
  dts: false,
};

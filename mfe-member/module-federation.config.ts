import { sharedDeps } from '@portal/shared/mf';

/** mfe_member: New subscription. Every exposed page name is a `page` of the route table (src/expose/messages.test.ts). */
export default {
  name: 'mfe_member',
  filename: 'remoteEntry.js',
  exposes: {
    './Messages': './src/expose/messages.ts',
    './NewSubscribePage': './src/expose/new-subscribe-page.tsx',
  },
  shared: sharedDeps(),
  shareStrategy: 'loaded-first' as const,
  manifest: true,
  dts: false,
};

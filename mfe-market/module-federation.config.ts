import { sharedDeps } from '@portal/shared/mf';

/** mfe_market: Market data. Every exposed page name is a `page` of the route table (src/expose/messages.test.ts). */
export default {
  name: 'mfe_market',
  filename: 'remoteEntry.js',
  exposes: {
    './Messages': './src/expose/messages.ts',
    './MarketDataPage': './src/expose/market-data-page.tsx',
  },
  shared: sharedDeps(),
  shareStrategy: 'loaded-first' as const,
  manifest: true,
  dts: false,
};

import { REMOTE_ENTRY_FILE, sharedDeps } from '@portal/shared/mf';

/** mfe_market: Market data. Every exposed page name is a `page` of the route table, and the calculator a widget (src/expose/messages.test.ts). */
export default {
  name: 'mfe_market',
  filename: REMOTE_ENTRY_FILE,
  exposes: {
    './Messages': './src/expose/messages.ts',
    './MarketDataPage': './src/expose/market-data-page.tsx',
    './DealRankPage': './src/expose/deal-rank-page.tsx',
    './LatestTransPage': './src/expose/latest-trans-page.tsx',
    './PriceIndexPage': './src/expose/price-index-page.tsx',
    './MortgageCalculatorPage': './src/expose/mortgage-calculator-page.tsx',
    './TaxToolsPage': './src/expose/tax-tools-page.tsx',
    './MortgageCalculator': './src/expose/mortgage-calculator.tsx',
  },
  shared: sharedDeps(),
  shareStrategy: 'loaded-first' as const,
  manifest: true,
  dts: false,
};

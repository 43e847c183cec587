/**
 * tools: the mortgage calculator, stamp duty, instant valuation and the cost of buying. Their form
 * rules (zod, through @portal/shared/forms) load with them, after the page's first load.
 */
import { lazy } from 'react';

export const MarketTools = lazy(() => import('./components/market-tools'));
export type { ToolName } from './components/market-tools';
/** the calculator alone, loaded by the remotes that embed it (src/expose/mortgage-calculator.tsx) */
export const MortgageCalculatorLazy = lazy(() => import('./components/mortgage-calculator').then((m) => ({ default: m.MortgageCalculator })));

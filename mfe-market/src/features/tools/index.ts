/**
 * tools: the mortgage calculator, stamp duty, instant valuation and the cost of buying. Their form
 * rules (zod, through @portal/shared/forms) load with them, after the page's first load. On a page
 * that shows them below the first view (the market page), they load when their section comes near
 * the viewport: building the forms' rules and the forms was a task of 440 to 480 ms on a throttled
 * phone right after the page hydrated. Until then the server's HTML of the tools stands in.
 */
import { whenSeen } from '@portal/shared/ui';
import { lazy } from 'react';
import { TOOLS_HEADING_ID } from './heading';

const loadTools = () => import('./components/market-tools');
/** the tools, loaded when their section comes near the viewport */
export const MarketTools = lazy(() => whenSeen(TOOLS_HEADING_ID).then(loadTools));
/** the tools, loaded at once (where the server's HTML of them is gone, so there is nothing to see) */
export const MarketToolsNow = lazy(loadTools);
export type { ToolName } from './components/market-tools';
export { toolsMounted } from './mounted';
/** the calculator alone, loaded by the remotes that embed it (src/expose/mortgage-calculator.tsx) */
export const MortgageCalculatorLazy = lazy(() => import('./components/mortgage-calculator').then((m) => ({ default: m.MortgageCalculator })));

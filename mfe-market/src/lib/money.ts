import { compactNumber } from '@portal/shared/format';

/** an amount to the dollar, as the tools state sums: HK$1,234,567 */
export const dollars = (amount: number) => `${amount < 0 ? '-' : ''}HK$${compactNumber(Math.abs(Math.round(amount)), 0)}`;

/** a ratio as a percent with `digits` decimals: 0.4567 -> 45.67% */
export const percentOf = (ratio: number, digits = 2) => `${compactNumber(ratio * 100, digits)}%`;

/** a signed percent change: +1.25% / -0.4% / -- */
export const changeText = (pct: number | null | undefined) =>
  pct === null || pct === undefined ? '--' : `${pct > 0 ? '+' : pct < 0 ? '-' : ''}${compactNumber(Math.abs(pct), 2)}%`;

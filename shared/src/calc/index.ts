/**
 * Pure calculators shared by the browser and the API: stamp duty, mortgages and the cost of
 * buying, with Hong Kong's rules as typed constants. No zod, no React, no I/O.
 */
export * from './stamp-duty';
export * from './annuity';
export * from './loan-limits';
export * from './mortgage';
export * from './buying-cost';
export * from './reference/stamp-duty-schedules';
export * from './reference/mortgage-rules';

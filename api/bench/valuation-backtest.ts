/**
 * The valuation's back-test on the benchmark data: builds the market model (index, hedonic
 * slopes) from every sale deal and values each deal of the last half year from the deals before
 * its day, then reports the median absolute error and the shares within 5 % and 10 %, overall
 * and by region, with the time the model took to build.
 */
import type { Db } from '../src/db/index';
import { loadDealData } from '../src/modules/market/deal-data';
import { buildModel } from '../src/modules/market/model';
import { HOLD_OUT_DAYS, type Accuracy } from '../src/modules/market/backtest';

export interface BacktestFigures {
  saleDeals: number;
  estates: number;
  holdOutDays: number;
  buildSeconds: number;
  coefficients: { floor: number; size: number; age: number };
  latestIndex: { weekEnding: string; value: number } | null;
  accuracy: Accuracy[];
}

/** The back-test's figures on `db` (the caller opens and closes it). */
export async function valuationBacktest(db: Db): Promise<BacktestFigures> {
  const started = performance.now();
    const model = buildModel(await loadDealData(db));
  const buildSeconds = Math.round((performance.now() - started) / 100) / 10;
  const latest = model.series.get('')?.points.at(-1);
  const round4 = (x: number) => Math.round(x * 10_000) / 10_000;
  return {
    saleDeals: model.data.deals.length,
    estates: model.byEstate.size,
    holdOutDays: HOLD_OUT_DAYS,
    buildSeconds,
    coefficients: { floor: round4(model.coef.floor), size: round4(model.coef.size), age: round4(model.coef.age) },
    latestIndex: latest ? { weekEnding: latest.weekEnding, value: latest.value } : null,
    accuracy: [...model.accuracy.values()].sort((a, b) => (a.regionCode ?? '').localeCompare(b.regionCode ?? '')),
  };
}

export function printBacktest(f: BacktestFigures): void {
  console.log(`[bench] valuation back-test: ${f.saleDeals} sale deals in ${f.estates} estates, deals of the last ${f.holdOutDays} days held out; model built in ${f.buildSeconds} s`);
  console.log(`[bench]   slopes: floor ${f.coefficients.floor}, ln(size) ${f.coefficients.size}, age ${f.coefficients.age} per year; index ${f.latestIndex?.value} in the week ending ${f.latestIndex?.weekEnding}`);
  for (const a of f.accuracy) {
    console.log(`[bench]   ${(a.regionCode ?? 'all').padEnd(4)} n=${a.sampleSize}: median |error| ${a.medianAbsErrorPct} %, within 5 % ${a.within5Pct} %, within 10 % ${a.within10Pct} %`);
  }
}

/**
 * The market model built from every sale deal: hedonic slopes, the basket, the index series
 * territory-wide and by region, deals grouped for the valuation, and the back-tested error.
 */
import type { DealData, SaleDeal } from './deal-data';
import { floorSizeSlopes, standardLnPsf, withinSlopes, type Coefficients } from './hedonic';
import { chooseBasket, computeSeries, type IndexSeries } from './price-index';
import { backtest, type Accuracy } from './backtest';
import { dayNumber, weekEndingDay, YEAR_DAYS } from './weeks';

export interface MarketModel {
  data: DealData;
  /** the newest deal's day */
  asOf: string | null;
  asOfDay: number | null;
  coef: Coefficients;
  /** key: region code, or '' for the territory-wide series */
  series: Map<string, IndexSeries>;
  /** index value in the week of a day number (the nearest published week outside the series), for a region, else territory-wide */
  indexAt(regionCode: string | null, day: number): number;
  byEstate: Map<number, SaleDeal[]>;
  byDistrict: Map<string, SaleDeal[]>;
  /** key: region code, or '' overall */
  accuracy: Map<string, Accuracy>;
}

function groupBy<K>(deals: readonly SaleDeal[], key: (d: SaleDeal) => K | undefined): Map<K, SaleDeal[]> {
  const out = new Map<K, SaleDeal[]>();
  for (const d of deals) {
    const k = key(d);
    if (k === undefined) continue;
    const list = out.get(k);
    if (list) list.push(d);
    else out.set(k, [d]);
  }
  return out;
}

function lookup(series: IndexSeries): (day: number) => number {
  const values = series.points.map((p) => p.value);
  const first = series.points[0];
  if (!first) return () => 100;
  const start = dayNumber(first.weekEnding);
  // the points are consecutive weeks: the week's offset is its position
  return (day) => values[Math.min(values.length - 1, Math.max(0, (weekEndingDay(day) - start) / 7))] ?? 100;
}

export function buildModel(data: DealData): MarketModel {
  const fs = floorSizeSlopes(data.deals);
  const basket = chooseBasket(data);
  const std = (d: SaleDeal) => standardLnPsf(d, fs);
  const series = new Map<string, IndexSeries>([['', computeSeries(data, basket, std, null)]]);
  for (const r of data.regions) series.set(r.code, computeSeries(data, basket, std, r.code));
  const lookups = new Map([...series].map(([k, s]) => [k, lookup(s)]));
  const indexAt = (regionCode: string | null, day: number) => {
    const own = regionCode === null ? undefined : series.get(regionCode);
    const f = own && own.points.length > 0 ? lookups.get(regionCode ?? '') : lookups.get('');
    return f ? f(day) : 100;
  };
  const newest = data.deals[data.deals.length - 1];
  const asOf = newest?.date ?? null;
  // the age slope: across estates of a district and quarter, once the index has taken time out
  const [age = 0] = asOf === null ? [0] : withinSlopes(data.deals.flatMap((d) => {
    const e = data.estates.get(d.estateId);
    if (!e) return [];
    return [{ group: `${e.districtCode}:${d.date.slice(0, 7)}`, y: std(d) - Math.log(indexAt(e.regionCode, d.day)), x: [(d.day - e.occupationDay) / YEAR_DAYS] }];
  }), 1);
  const byEstate = groupBy(data.deals, (d) => d.estateId);
  const byDistrict = groupBy(data.deals, (d) => data.estates.get(d.estateId)?.districtCode);
  const model: MarketModel = { data, asOf, asOfDay: newest?.day ?? null, coef: { ...fs, age }, series, indexAt, byEstate, byDistrict, accuracy: new Map() };
  model.accuracy = backtest(model);
  return model;
}

/**
 * The one place Greater Bay Area prices and areas are converted: local currency to HKD at the
 * currency's current rate (gba_exchange_rates, newest row), m² to ft².
 */
import { FT2_PER_M2, type GbaArea, type GbaCurrency, type GbaPrices, type GbaRate, type Language } from '@portal/shared/contracts';
import type { Db } from '../../db/index';

export const LATEST_RATES_SQL = /* sql */ `
  SELECT DISTINCT ON (currency) currency, hkd_per_unit, to_char(as_of, 'YYYY-MM-DD') AS as_of, source, source_url
    FROM gba_exchange_rates ORDER BY currency, as_of DESC`;

interface RateRow { currency: GbaCurrency; hkd_per_unit: number; as_of: string; source: Record<Language, string>; source_url: string | null }

/** the newest rate of each currency, with its day and source in the request's language */
export async function currentRates(db: Db, language: Language): Promise<Map<GbaCurrency, GbaRate>> {
  const rows = await db.query<RateRow>(LATEST_RATES_SQL);
  return new Map(rows.map((r) => [r.currency, {
    currency: r.currency, hkdPerUnit: Number(r.hkd_per_unit), asOf: r.as_of, source: r.source[language], sourceUrl: r.source_url,
  }]));
}

export function rateFor(rates: Map<GbaCurrency, GbaRate>, currency: GbaCurrency): GbaRate {
  const rate = rates.get(currency);
  if (!rate) throw new Error(`no exchange rate for ${currency} in gba_exchange_rates`);
  return rate;
}

const whole = (x: number | null): number | null => (x === null ? null : Math.round(x));
const toHkd = (x: number | null, rate: GbaRate): number | null => (x === null ? null : Math.round(x * rate.hkdPerUnit));
const num = (x: unknown): number | null => (x === null || x === undefined ? null : Number(x));

export function pricesOf(row: { unit_price_m2: unknown; total_min: unknown; total_max: unknown }, rate: GbaRate): GbaPrices {
  const unit = num(row.unit_price_m2);
  const perFt2 = unit === null ? null : unit / FT2_PER_M2;
  return {
    currency: rate.currency,
    unitPricePerM2: unit,
    unitPricePerM2Hkd: toHkd(unit, rate),
    unitPricePerFt2: whole(perFt2),
    unitPricePerFt2Hkd: toHkd(perFt2, rate),
    totalMin: num(row.total_min),
    totalMax: num(row.total_max),
    totalMinHkd: toHkd(num(row.total_min), rate),
    totalMaxHkd: toHkd(num(row.total_max), rate),
    rate,
  };
}

export const ft2 = (m2: number): number => Math.round(m2 * FT2_PER_M2);

export function areaOf(row: { area_min_m2: unknown; area_max_m2: unknown }): GbaArea {
  const min = num(row.area_min_m2);
  const max = num(row.area_max_m2);
  return { minM2: min, maxM2: max, minFt2: min === null ? null : ft2(min), maxFt2: max === null ? null : ft2(max) };
}

/**
 * GetBuyingRules: each city's rules for a Hong Kong resident buying a first home, from the
 * reference data (api/data/reference/gba-buying.json) with their sources, and the city's rate.
 */
import buyingRef from '../../../data/reference/gba-buying.json';
import type { GbaBuyingRules, GbaCityRules, GbaCurrency, GbaSource, GbaTax, Language } from '@portal/shared/contracts';
import type { Db } from '../../db/index';
import { currentRates, rateFor } from './money';

type L = Record<Language, string>;
interface NoteRef { note: L; sourceId: string }
type TaxRef = { ruleId: string; kind: string; name: L; note: L; sourceId: string } & Record<string, unknown>;
interface RegionRules {
  eligibility: NoteRef;
  minDownPayment: NoteRef & { fraction: number };
  maxLoanYears: NoteRef & { years: number };
  referenceRate: NoteRef & { rate: number; asOf: string };
  taxes: TaxRef[];
}

function taxOf(tax: TaxRef, language: Language): GbaTax {
  const { name, note, ...rest } = tax;
  return { ...rest, name: name[language], note: note[language] } as GbaTax;
}

function cityRules(rules: RegionRules, language: Language): Omit<GbaCityRules, 'cityId' | 'cityName' | 'currency' | 'rate'> {
  const { eligibility: e, minDownPayment: d, maxLoanYears: y, referenceRate: r } = rules;
  return {
    eligibility: { note: e.note[language], sourceId: e.sourceId },
    minDownPayment: { fraction: d.fraction, note: d.note[language], sourceId: d.sourceId },
    maxLoanYears: { years: y.years, note: y.note[language], sourceId: y.sourceId },
    referenceRate: { rate: r.rate, asOf: r.asOf, note: r.note[language], sourceId: r.sourceId },
    taxes: rules.taxes.map((t) => taxOf(t, language)),
  };
}

export async function buyingRules(db: Db, language: Language): Promise<GbaBuyingRules> {
  const cities = await db.query<{ id: string; name: string; currency: GbaCurrency }>(
    'SELECT id, name->>$1 AS name, currency FROM gba_cities ORDER BY code',
    [language],
  );
  const rates = await currentRates(db, language);
  const mainland = cityRules(buyingRef.mainland as RegionRules, language);
  const macau = cityRules(buyingRef.macau as RegionRules, language);
  return {
    asOf: buyingRef.asOf,
    cities: cities.map((c) => ({
      cityId: c.id, cityName: c.name, currency: c.currency, ...(c.id === 'macau' ? macau : mainland), rate: rateFor(rates, c.currency),
    })),
    sources: buyingRef.sources.map((s): GbaSource => ({
      sourceId: s.sourceId, title: s.title[language], url: s.url, date: s.date, confidence: s.confidence as GbaSource['confidence'],
    })),
  };
}

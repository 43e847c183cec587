/**
 * The Greater Bay Area seed: the nine mainland cities and Macau from the reference data
 * (gba-cities.json; Hong Kong is the rest of the site), their districts, about fifty projects
 * with floor plans and pre-sale permits, and the exchange rates of gba-buying.json.
 */
import citiesRef from '../../../data/reference/gba-cities.json';
import buyingRef from '../../../data/reference/gba-buying.json';
import type { Rng } from '../prng';
import type { SeedRow } from '../batch';
import { fromRef, t } from '../text';
import { GBA_CITY_VOCAB } from './districts';
import { projectRows, type GbaCitySeed } from './projects';

/** the Greater Bay Area tables in insert order */
export const GBA_TABLES = ['gba_cities', 'gba_districts', 'gba_exchange_rates', 'gba_projects', 'gba_floorplans', 'gba_sale_permits'] as const;

const FIRST_PROJECT_ID = 1001;

/** the exchange rate rows: one a currency, as of the rate's day, with its source */
export function rateRows(): SeedRow[] {
  return buyingRef.rates.map((rate) => {
    const source = buyingRef.sources.find((s) => s.sourceId === rate.sourceId);
    if (!source) throw new Error(`gba-buying.json: rate ${rate.currency} cites unknown source ${rate.sourceId}`);
    return { currency: rate.currency, hkd_per_unit: rate.hkdPerUnit, as_of: rate.asOf, source: source.title, source_url: source.url };
  });
}

export function buildGba(rng: Rng, today: string): Record<(typeof GBA_TABLES)[number], SeedRow[]> {
  const rows: Record<(typeof GBA_TABLES)[number], SeedRow[]> = {
    gba_cities: [], gba_districts: [], gba_exchange_rates: rateRows(), gba_projects: [], gba_floorplans: [], gba_sale_permits: [],
  };
  const usedNames = new Set<string>();
  let districtId = 1;
  let projectId = FIRST_PROJECT_ID;
  for (const [index, ref] of citiesRef.cities.entries()) {
    const vocab = GBA_CITY_VOCAB[ref.id];
    if (!vocab) continue;
    // the site writes Macau, as Hong Kong does (the reference data's enAlt)
    const name = fromRef({ ...ref.name, en: (ref.name as { enAlt?: string }).enAlt ?? ref.name.en });
    rows.gba_cities.push({ id: ref.id, code: index + 1, name, lat: ref.lat, lng: ref.lng, currency: ref.id === 'macau' ? 'MOP' : 'CNY' });
    const districtIds = vocab.districts.map((d) => {
      rows.gba_districts.push({ id: districtId, city_id: ref.id, name: t(d.hk, d.en) });
      return districtId++;
    });
    const city: GbaCitySeed = { id: ref.id, name, lat: ref.lat, lng: ref.lng, vocab, districtIds };
    const cityRng = rng.fork(ref.id);
    for (let n = 0; n < vocab.projects; n++) {
      const { project, plans, permits } = projectRows(cityRng, city, n, projectId++, usedNames, today);
      rows.gba_projects.push(project);
      rows.gba_floorplans.push(...plans);
      rows.gba_sale_permits.push(...permits);
    }
  }
  return rows;
}

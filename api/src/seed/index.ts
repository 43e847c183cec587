/**
 * The seed: fills an empty, migrated database deterministically from the reference data.
 * Every random choice comes from one seeded PRNG (forked per part), and every date from one
 * reference day, so the same options always give the same rows.
 */
import type { Db } from '../db/index';
import { MIGRATION_LOCK } from '../db/migrate';
import { Rng } from './prng';
import { REFERENCE_DATE, isIsoDate, todayInHongKong } from './clock';
import { insertRows, syncSerial, type SeedRow } from './batch';
import { buildGeography } from './reference';
import { dictionaryRows } from './dictionaries';
import { buildParties } from './parties';
import { phoneFactory } from './people';
import { buildUsers } from './users';
import { buildEstates } from './estates';
import { buildDeals } from './deals';
import { buildListings } from './listings';
import { finishListings, listingOrders } from './listing-finish';
import { buildNewEstates } from './new-estates';
import { buildContent } from './content/index';
import { buildSite } from './site';
import { buildGba, GBA_TABLES } from './gba/index';
import { updateCounters } from './counters';

export interface SeedOptions {
  /** number of listings (sale + rent + serviced); estates, deals and the rest scale with it */
  listings: number;
  /** PRNG seed: the same seed gives the same data */
  seed: number;
  /** the data's "today" (yyyy-mm-dd); defaults to REFERENCE_DATE */
  today?: string;
  /** progress lines, e.g. console.log from the CLI */
  log?: (line: string) => void;
}
export interface SeedSummary {
  [table: string]: number;
}

export const DEFAULT_SEED: SeedOptions = { listings: 3000, seed: 20240806 };

/** the catalog tables in insert order (truncate in reverse) */
export const SEED_TABLES = [
  'regions', 'school_nets', 'mtr_lines', 'mtr_stations', 'mtr_line_stations', 'dictionary_entries', 'facilities',
  'developers', 'companies', 'agents', 'users', 'estates', 'estate_phases', 'estate_buildings', 'deals', 'listings',
  'listing_orders', 'new_estates', 'new_estate_towers', 'new_estate_room_types', 'new_estate_price_sheets',
  'new_estate_units', 'information_categories', 'information', 'search_keywords', 'ads', 'app_config', 'seo_entries',
  ...GBA_TABLES,
] as const;

/** empties the catalog tables (and, through foreign keys, what members saved about them) */
export async function resetCatalog(db: Db): Promise<void> {
  await db.exec(`TRUNCATE ${[...SEED_TABLES].reverse().join(', ')} RESTART IDENTITY CASCADE`);
}

export const estateCountFor = (listings: number) => Math.min(5000, Math.max(40, Math.round(listings / 8)));
export const newEstateCountFor = (listings: number) => Math.max(12, Math.round(listings / 60));

export async function seed(db: Db, opts: SeedOptions): Promise<SeedSummary> {
  const today = opts.today ?? REFERENCE_DATE;
  const log = opts.log ?? (() => undefined);
  const root = new Rng(opts.seed);
  const summary: SeedSummary = {};
  const started = Date.now();
  const put = async (table: string, rows: readonly SeedRow[]) => {
    summary[table] = (summary[table] ?? 0) + (await insertRows(db, table, rows, { bulk: rows.length > 20000 }));
    log(`${table}: ${rows.length} rows (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  };
  const geo = buildGeography();
  for (const [table, rows] of Object.entries(geo.rows)) await put(table, rows);
  await put('dictionary_entries', dictionaryRows());
  const phone = phoneFactory(root.fork('phones'));
  const parties = buildParties(root.fork('parties'), geo, opts.listings, phone);
  for (const [table, rows] of Object.entries(parties.rows)) await put(table, rows);
  const ownerCount = Math.min(1500, Math.max(5, Math.round(opts.listings * 0.1)));
  const users = await buildUsers(root.fork('users'), ownerCount, today, phone);
  await put('users', users.rows);
  await syncSerial(db, 'users');

  const { estates, rows: estateRows } = buildEstates(root.fork('estates'), geo, estateCountFor(opts.listings), today);
  for (const [table, rows] of Object.entries(estateRows)) await put(table, rows);
  const deals = buildDeals(root.fork('deals'), estates, today, 1);
  await put('deals', deals.rows);

  const listingRng = root.fork('listings');
  const listings = buildListings(listingRng, opts.listings, {
    estates, agents: parties.agents, ownerIds: users.ownerIds, companyPrefix: parties.companyPrefix, refDate: today,
  });
  finishListings(listingRng, listings);
  await put('listings', listings);
  await put('listing_orders', listingOrders(listingRng, listings));

  const ne = buildNewEstates(root.fork('new-estates'), geo, newEstateCountFor(opts.listings), today);
  for (const [table, rows] of Object.entries(ne)) await put(table, rows);

  const content = buildContent(root.fork('content'), { geo, estates, deals: deals.rows, newEstates: ne.new_estates ?? [], refDate: today });
  for (const [table, rows] of Object.entries(content)) await put(table, rows);
  const site = buildSite(root.fork('site'), geo, estates, (ne.new_estates ?? []).map((r) => r.id as number), today);
  for (const [table, rows] of Object.entries(site)) await put(table, rows);

  for (const [table, rows] of Object.entries(buildGba(root.fork('gba'), today))) await put(table, rows);

  await updateCounters(db, deals.stats);
  log(`counters updated (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return summary;
}

/**
 * First start: an empty database gets the default data, dated from today (SEED_TODAY overrides).
 * Under the migration lock, checked inside it: of several processes starting together on one
 * empty database, one seeds and the others wait, then find the data there.
 */
export async function seedIfEmpty(
  db: Db,
  today: string = process.env.SEED_TODAY || todayInHongKong(),
  scale: Pick<SeedOptions, 'listings' | 'seed'> = DEFAULT_SEED,
): Promise<void> {
  await db.exclusive(MIGRATION_LOCK, async () => {
    const row = await db.one<{ n: number }>('SELECT count(*)::int AS n FROM regions');
    if (row && row.n > 0) return;
    if (!isIsoDate(today)) throw new Error(`SEED_TODAY must be a date as yyyy-mm-dd, not "${today}"`);
    await seed(db, { ...scale, today });
  });
}

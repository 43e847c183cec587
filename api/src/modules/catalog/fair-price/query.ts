/** GetFairPrice: reads the listing and its estate's recent deals, and lets the method decide. */
import type { FairPrice } from '@portal/shared/contracts';
import type { Db } from '../../../db/index';
import { notFound } from '../../../http/errors';
import { day, num, str, tr, type Lang } from '../sql';
import { fairPrice, floorBand, SIZE_BAND, windowStart, type FairPriceDeal } from './method';

/** the deals the answer lists (the count and ranges cover all of them) */
const LISTED = 30;

interface ListingRow {
  rental_type: number; estate_id: number | null; building_id: number | null; phase_id: number | null; floor: number | null;
  floors: number | null; saleable_area: number | null; price: string | null;
}
interface DealRow {
  id: string; deal_date: string; building_id: number | null; phase_id: number | null; floor: number | null; floors: number | null;
  saleable_area: number; price_per_sqft: number; price: string; building_name: string | null; flat: string | null;
}
type Deal = FairPriceDeal & { row: DealRow };

export async function getFairPrice(db: Db, lang: Lang, propertyId: string): Promise<FairPrice> {
  const l = await db.one<ListingRow>(
    `SELECT l.rental_type, l.estate_id, l.building_id, b.phase_id, l.floor, b.floors, l.saleable_area,
       coalesce(l.sale_price, l.rent_price) AS price
     FROM listings l LEFT JOIN estate_buildings b ON b.id = l.building_id WHERE l.id = $1`, [propertyId]);
  if (!l) throw notFound('query.propertyId');
  const newest = await db.one<{ d: string | null }>(`SELECT ${day('max(deal_date)')} AS d FROM deals`);
  const asOf = newest?.d ?? new Date().toISOString().slice(0, 10);
  const area = l.saleable_area ?? 0;
  const psf = area > 0 && l.price !== null ? Math.round(Number(l.price) / area) : null;
  const rows = l.estate_id === null || psf === null ? [] : await db.query<DealRow>(
    `SELECT d.id, ${day('d.deal_date')} AS deal_date, d.building_id, b.phase_id, d.floor, b.floors, d.saleable_area, d.price_per_sqft,
       d.price, ${tr('b.name')} AS building_name, d.flat
     FROM deals d LEFT JOIN estate_buildings b ON b.id = d.building_id
     WHERE d.estate_id = $2 AND d.rental_type = $3 AND d.deal_date > $4::date AND d.deal_date <= $5::date
       AND d.saleable_area BETWEEN $6::numeric AND $7::numeric`,
    [lang, l.estate_id, l.rental_type, windowStart(asOf), asOf, area * SIZE_BAND[0], area * SIZE_BAND[1]],
  );
  const deals: Deal[] = rows.map((r) => ({
    id: Number(r.id), date: r.deal_date, buildingId: r.building_id, phaseId: r.phase_id, floor: r.floor, floors: r.floors,
    saleableArea: r.saleable_area, pricePerSqft: r.price_per_sqft, row: r,
  }));
  const subject = { pricePerSqft: psf ?? 0, saleableArea: area, buildingId: l.building_id, phaseId: l.phase_id, floor: l.floor, floors: l.floors };
  const r = fairPrice(subject, deals, asOf);
  const prices = r.deals.map((d) => d.pricePerSqft);
  const dates = r.deals.map((d) => d.date);
  return {
    propertyID: propertyId, rentalType: l.rental_type, estateID: l.estate_id, pricePerSqft: psf, saleableArea: l.saleable_area,
    verdict: r.verdict, diffPct: r.diffPct, scope: r.scope, windowFrom: r.windowFrom, windowTo: r.windowTo,
    sizeBand: area > 0 ? { min: Math.ceil(area * SIZE_BAND[0]), max: Math.floor(area * SIZE_BAND[1]) } : null,
    floorBand: floorBand(l.floor, l.floors),
    dealCount: r.deals.length, medianPricePerSqft: r.medianPricePerSqft,
    minPricePerSqft: prices.length ? Math.min(...prices) : null, maxPricePerSqft: prices.length ? Math.max(...prices) : null,
    firstDealDate: dates.at(-1) ?? null, lastDealDate: dates[0] ?? null,
    deals: r.deals.slice(0, LISTED).map(({ row }) => ({
      dealID: Number(row.id), dealDate: row.deal_date, buildingNameWithCulture: str(row.building_name), floor: num(row.floor),
      flat: str(row.flat), saleableArea: row.saleable_area, price: Number(row.price), pricePerSqft: row.price_per_sqft,
    })),
  };
}

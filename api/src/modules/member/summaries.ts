/** Summaries of bookmarked listings, estates and new estates in the request language. */
import type { CollectionItem, Language, SourceType } from '@portal/shared/contracts';
import type { Db } from '../../db/index';
import { iso, loc, locOrNull, numOrNull } from './util';

type Row = Record<string, unknown>;
const LISTING_TYPES: ReadonlySet<SourceType> = new Set(['buy', 'rent', 'serviced']);

/** Does the thing a bookmark would point at exist? */
export async function sourceExists(db: Db, type: SourceType, id: string): Promise<boolean> {
  const sql: Record<SourceType, string> = {
    buy: 'SELECT 1 FROM listings WHERE id = $1 AND rental_type = 1',
    rent: 'SELECT 1 FROM listings WHERE id = $1 AND rental_type = 2',
    serviced: 'SELECT 1 FROM listings WHERE id = $1 AND is_serviced',
    estate: 'SELECT 1 FROM estates WHERE id::text = $1',
    new: 'SELECT 1 FROM new_estates WHERE id::text = $1',
  };
  return Boolean(await db.one(sql[type], [id]));
}

async function listings(db: Db, ids: string[], lang: Language): Promise<Map<string, CollectionItem['property']>> {
  if (!ids.length) return new Map();
  const rows = await db.query<Row>(
    `SELECT l.id, l.title, l.rental_type, l.is_serviced, l.sale_price, l.rent_price, l.saleable_area, l.building_area,
            l.room_number, l.status, l.photos[1] AS photo, d.name AS district, e.name AS estate
     FROM listings l JOIN regions d ON d.code = l.district_code LEFT JOIN estates e ON e.id = l.estate_id
     WHERE l.id = ANY($1::text[])`,
    [ids],
  );
  return new Map(rows.map((r) => [String(r.id), {
    propertyID: String(r.id),
    titleWithCulture: loc(r.title, lang),
    rentalType: Number(r.rental_type),
    isServiced: Boolean(r.is_serviced),
    salePrice: numOrNull(r.sale_price),
    rentPrice: numOrNull(r.rent_price),
    saleableArea: Number(r.saleable_area),
    buildingArea: numOrNull(r.building_area),
    roomNumber: Number(r.room_number),
    regionNameWithCulture: loc(r.district, lang),
    estateNameWithCulture: locOrNull(r.estate, lang),
    photo: (r.photo as string | null) ?? null,
    status: Number(r.status),
  }]));
}

async function estates(db: Db, ids: string[], lang: Language): Promise<Map<string, CollectionItem['estate']>> {
  if (!ids.length) return new Map();
  const rows = await db.query<Row>(
    `SELECT e.id, e.name, e.address, e.avg_deal_price_sqft, e.sale_listing_count, e.rent_listing_count, d.name AS district
     FROM estates e JOIN regions d ON d.code = e.district_code WHERE e.id::text = ANY($1::text[])`,
    [ids],
  );
  return new Map(rows.map((r) => [String(r.id), {
    estateID: Number(r.id),
    estateNameWithCulture: loc(r.name, lang),
    addressWithCulture: loc(r.address, lang),
    regionNameWithCulture: loc(r.district, lang),
    avgDealPriceSqft: numOrNull(r.avg_deal_price_sqft),
    saleListingCount: Number(r.sale_listing_count),
    rentListingCount: Number(r.rent_listing_count),
  }]));
}

async function newEstates(db: Db, ids: string[], lang: Language): Promise<Map<string, CollectionItem['newEstate']>> {
  if (!ids.length) return new Map();
  const rows = await db.query<Row>(
    `SELECT n.id, n.name, n.sales_status, n.min_price, n.max_price, n.photos[1] AS photo, d.name AS district
     FROM new_estates n JOIN regions d ON d.code = n.district_code WHERE n.id::text = ANY($1::text[])`,
    [ids],
  );
  return new Map(rows.map((r) => [String(r.id), {
    estateId: Number(r.id),
    nameWithCulture: loc(r.name, lang),
    regionNameWithCulture: loc(r.district, lang),
    salesStatus: Number(r.sales_status),
    minPrice: numOrNull(r.min_price),
    maxPrice: numOrNull(r.max_price),
    photo: (r.photo as string | null) ?? null,
  }]));
}

/** Bookmark rows (id, source_type, source_id, remark, created_at) with what they point at. */
export async function withSummaries(db: Db, rows: Row[], lang: Language): Promise<CollectionItem[]> {
  const idsOf = (pred: (t: SourceType) => boolean) =>
    rows.filter((r) => pred(r.source_type as SourceType)).map((r) => String(r.source_id));
  const [l, e, n] = await Promise.all([
    listings(db, idsOf((t) => LISTING_TYPES.has(t)), lang),
    estates(db, idsOf((t) => t === 'estate'), lang),
    newEstates(db, idsOf((t) => t === 'new'), lang),
  ]);
  return rows.map((r) => {
    const type = r.source_type as SourceType;
    const id = String(r.source_id);
    return {
      collectionID: Number(r.id),
      sourceType: type,
      sourceId: id,
      remark: (r.remark as string | null) ?? null,
      createdAt: iso(r.created_at),
      property: LISTING_TYPES.has(type) ? (l.get(id) ?? null) : null,
      estate: type === 'estate' ? (e.get(id) ?? null) : null,
      newEstate: type === 'new' ? (n.get(id) ?? null) : null,
    };
  });
}

/** The listings of a filter: count, price range and cards, with the source that states the query. */
import type { ChatCard, ChatSource, Language, PropertyFilter } from '@portal/shared/contracts';
import { CHAT_CARD_COUNT } from '@portal/shared/contracts';
import type { Db } from '../../db/index';
import { propertyWhere, priceColumn } from '../catalog/property-filter';
import { Params, tr } from '../catalog/sql';
import { localize } from './text';

export interface Results {
  total: number;
  cards: ChatCard[];
  priceRange: { min: number; max: number } | null;
  sourceId: string;
  source: ChatSource;
}

const cardLink = (id: string, rentalType: number) => ({ route: rentalType === 2 ? 'rentDetail' : 'saleDetail', params: { propertyId: id } });

export async function listingResults(db: Db, language: Language, filter: PropertyFilter, sourceId: string): Promise<Results> {
  // the counts and the cards each get their own parameters ($1 of the cards is the language)
  const c = new Params();
  const countWhere = propertyWhere(filter, c).join(' AND ');
  const p = new Params();
  p.add(language);
  const where = propertyWhere(filter, p).join(' AND ');
  const price = priceColumn(filter.rentalType);
  const [stats, rows] = await Promise.all([
    db.one<{ n: number; lo: string | null; hi: string | null }>(
      `SELECT count(*)::int AS n, min(${price}) AS lo, max(${price}) AS hi FROM listings l WHERE ${countWhere}`, c.values),
    db.query<{ id: string; title: string; rental_type: number; sale_price: string | null; rent_price: number | null;
      saleable_area: number; room_number: number; estate_name: string | null }>(
      `SELECT l.id, ${tr('l.title')} AS title, l.rental_type, l.sale_price, l.rent_price, l.saleable_area, l.room_number,
              ${tr('e.name')} AS estate_name
       FROM listings l LEFT JOIN estates e ON e.id = l.estate_id
       WHERE ${where} ORDER BY l.top_type DESC, l.rank_score DESC, l.published_at DESC, l.id LIMIT ${CHAT_CARD_COUNT}`, p.values),
  ]);
  const total = Number(stats?.n ?? 0);
  const cards: ChatCard[] = rows.map((r) => ({
    propertyID: String(r.id),
    title: r.title,
    rentalType: Number(r.rental_type),
    price: Number(r.rental_type) === 2 ? (r.rent_price === null ? null : Number(r.rent_price)) : r.sale_price === null ? null : Number(r.sale_price),
    saleableArea: r.saleable_area === null ? null : Number(r.saleable_area),
    roomNumber: r.room_number === null ? null : Number(r.room_number),
    estateName: r.estate_name,
    link: cardLink(String(r.id), Number(r.rental_type)),
  }));
  const priceRange = stats?.lo != null && stats.hi != null ? { min: Number(stats.lo), max: Number(stats.hi) } : null;
  const list = filter.rentalType === 2 ? 'rentList' : 'buyList';
  const source: ChatSource = {
    id: sourceId,
    kind: 'listings',
    description: localize(language, 'sourceListings', { total }),
    query: { ...filter },
    count: total,
    ids: cards.map((c) => c.propertyID),
    link: { route: list, params: {} },
  };
  return { total, cards, priceRange, sourceId, source };
}

/**
 * An estate's (or a listing's) evaluation from the estate's sale deals (spec 7.4
 * GetPropertyChatGptEvaluate): the 12 months up to the latest recorded deal, similar flats first
 * (the listing's room count and saleable area within a quarter), widened when fewer than
 * MIN_DEALS match; median, range, count and dates, and every deal used.
 */
import type { ChatEvaluation, ChatSource, Language } from '@portal/shared/contracts';
import { formatMoney, formatUnitPrice } from '@portal/shared/format';
import type { Db } from '../../db/index';
import { notFound } from '../../http/errors';
import { day, tr } from '../catalog/sql';
import { localize } from './text';

const MONTHS = 12;
const MIN_DEALS = 3;
const AREA_BAND = 0.25;

interface DealRow { id: string; d: string; price: string; saleable_area: number; price_per_sqft: number; floor: number | null; room_number: number | null }

export interface Target { estateId: number; estateName: string; propertyId: string | null; area: number | null; rooms: number | null }

export async function findTarget(db: Db, language: Language, q: { propertyId?: string; estateId?: number }): Promise<Target> {
  if (q.propertyId !== undefined) {
    const r = await db.one<{ estate_id: number | null; name: string | null; saleable_area: number; room_number: number }>(
      `SELECT l.estate_id, ${tr('e.name')} AS name, l.saleable_area, l.room_number FROM listings l
       LEFT JOIN estates e ON e.id = l.estate_id WHERE l.id = $2 AND l.status IN (4, 8)`, [language, q.propertyId]);
    if (!r || r.estate_id === null) throw notFound('body.propertyId');
    return { estateId: Number(r.estate_id), estateName: String(r.name), propertyId: q.propertyId, area: Number(r.saleable_area), rooms: Number(r.room_number) };
  }
  const e = await db.one<{ name: string }>(`SELECT ${tr('name')} AS name FROM estates WHERE id = $2`, [language, q.estateId]);
  if (!e) throw notFound('body.estateId');
  return { estateId: Number(q.estateId), estateName: e.name, propertyId: null, area: null, rooms: null };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] as number) : Math.round(((s[m - 1] as number) + (s[m] as number)) / 2);
};

export async function evaluateTarget(db: Db, language: Language, t: Target, sourceId: string): Promise<{ evaluation: ChatEvaluation; text: string; source: ChatSource }> {
  const rows = await db.query<DealRow>(
    `SELECT id::text AS id, ${day('deal_date')} AS d, price, saleable_area, price_per_sqft, floor, room_number FROM deals
     WHERE estate_id = $1 AND rental_type = 1
       AND deal_date > (SELECT max(deal_date) FROM deals WHERE rental_type = 1) - make_interval(months => ${MONTHS})
     ORDER BY deal_date DESC, id DESC`, [t.estateId]);
  const lo = t.area === null ? null : Math.round(t.area * (1 - AREA_BAND));
  const hi = t.area === null ? null : Math.round(t.area * (1 + AREA_BAND));
  const inBand = (r: DealRow) => lo === null || hi === null || (r.saleable_area >= lo && r.saleable_area <= hi);
  let used = rows.filter((r) => inBand(r) && (t.rooms === null || r.room_number === t.rooms));
  let rooms = t.rooms;
  if (used.length < MIN_DEALS) { used = rows.filter(inBand); rooms = null; }
  let band = lo !== null;
  if (used.length < MIN_DEALS) { used = rows; band = false; }
  const per = used.map((r) => Number(r.price_per_sqft));
  const med = per.length ? median(per) : null;
  const evaluation: ChatEvaluation = {
    estateID: t.estateId, estateName: t.estateName, propertyID: t.propertyId, months: MONTHS,
    roomNumber: band ? rooms : null, minSaleableArea: band ? lo : null, maxSaleableArea: band ? hi : null,
    dealCount: used.length, medianPricePerSqft: med,
    minPricePerSqft: per.length ? Math.min(...per) : null, maxPricePerSqft: per.length ? Math.max(...per) : null,
    firstDealDate: used.at(-1)?.d ?? null, lastDealDate: used[0]?.d ?? null,
    estimate: med !== null && t.area !== null ? Math.round((med * t.area) / 1000) * 1000 : null,
    deals: used.map((r) => ({
      dealID: r.id, dealDate: r.d, price: Number(r.price), saleableArea: Number(r.saleable_area), pricePerSqft: Number(r.price_per_sqft),
      floor: r.floor === null ? null : Number(r.floor), roomNumber: r.room_number === null ? null : Number(r.room_number),
    })),
    sourceId,
  };
  const source: ChatSource = {
    id: sourceId, kind: 'deals',
    description: localize(language, 'sourceDeals', { estate: t.estateName, months: MONTHS, count: used.length }),
    query: { estateId: t.estateId, rentalType: 1, months: MONTHS, roomNumber: evaluation.roomNumber, minSaleableArea: evaluation.minSaleableArea, maxSaleableArea: evaluation.maxSaleableArea },
    count: used.length, ids: used.slice(0, 50).map((r) => r.id),
    link: { route: 'estateDetail', params: { propertyId: String(t.estateId) } },
  };
  return { evaluation, text: evaluationText(language, evaluation, t.area), source };
}

function evaluationText(language: Language, e: ChatEvaluation, area: number | null): string {
  if (!e.dealCount) return localize(language, 'noDeals', { estate: e.estateName, months: e.months });
  const params = { rooms: e.roomNumber ?? '', lo: e.minSaleableArea ?? '', hi: e.maxSaleableArea ?? '' };
  const band = e.minSaleableArea === null ? '' : localize(language, e.roomNumber === null ? 'bandArea' : 'bandRooms', params);
  const text = localize(language, 'evaluation', {
    estate: e.estateName, months: e.months, count: e.dealCount, band, from: e.firstDealDate ?? '', to: e.lastDealDate ?? '',
    median: formatUnitPrice(e.medianPricePerSqft, language), min: formatUnitPrice(e.minPricePerSqft, language), max: formatUnitPrice(e.maxPricePerSqft, language),
  });
  if (e.estimate === null || area === null) return text;
  return `${text}${language === 'en-us' ? ' ' : ''}${localize(language, 'estimate', { area, estimate: formatMoney(e.estimate, language) })}`;
}

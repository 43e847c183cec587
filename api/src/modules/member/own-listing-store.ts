/**
 * Own listings in the database: the listing's place (address, region, coordinates, school net,
 * station, age) taken from its estate and block, its title in the three languages, and the
 * member-centre view of a row.
 */
import { LANGUAGES, OWN_LISTING_STATES, type Language, type Localized, type OwnListing, type OwnListingBody } from '@portal/shared/contracts';
import type { Db } from '../../db/index';
import { notFound } from '../../http/errors';
import { memberText } from './errors';
import { photoUrl } from './photo-image';
import { actionsOf, currentStatus, stateName } from './own-listing-rules';
import { isoOrNull, loc, locOrNull } from './util';

type Row = Record<string, unknown>;

const STATE_TEXT = {
  awaitingPayment: 'stateAwaitingPayment',
  underReview: 'stateUnderReview',
  notApproved: 'stateNotApproved',
  effective: 'stateEffective',
  expired: 'stateExpired',
  hidden: 'stateHidden',
} as const;

const each = (f: (lang: Language) => string): Localized => Object.fromEntries(LANGUAGES.map((l) => [l, f(l)])) as Localized;

function titleOf(estate: unknown, rooms: number): Localized {
  return each((lang) => {
    const name = loc(estate, lang);
    if (lang === 'en-us') return `${name} ${rooms === 0 ? 'studio' : `${rooms}-bedroom`}`;
    return `${name} ${rooms === 0 ? (lang === 'zh-hk' ? '開放式' : '开放式') : `${rooms}房`}`;
  });
}

function addressOf(estate: Row, block: Row | undefined, b: OwnListingBody): Localized {
  return each((lang) => {
    const street = loc(estate.address, lang);
    const name = loc(estate.name, lang);
    const blockName = block ? loc(block.name, lang) : '';
    if (lang === 'en-us') {
      return [b.flat && `Flat ${b.flat}`, b.floor !== undefined && `${b.floor}/F`, blockName, name, street].filter(Boolean).join(', ');
    }
    const unit = `${b.floor !== undefined ? `${b.floor}${lang === 'zh-hk' ? '樓' : '楼'}` : ''}${b.flat ? `${b.flat}室` : ''}`;
    return [street, name, blockName, unit].filter(Boolean).join(' ');
  });
}

/** The columns of a listing made from `b`: everything the estate and block decide. 404 for an unknown estate or block. */
export async function placeOf(db: Db, b: OwnListingBody): Promise<Row> {
  const estate = await db.one<Row>(
    `SELECT e.*, date_part('year', age(now(), e.occupation_date))::int AS age,
            COALESCE((SELECT array_agg(line_id) FROM mtr_line_stations WHERE station_id = e.station_id), '{}') AS lines
       FROM estates e WHERE e.id = $1`,
    [b.estateId],
  );
  if (!estate) throw notFound('body.estateId');
  const block = b.buildingId
    ? await db.one<Row>('SELECT name FROM estate_buildings WHERE id = $1 AND estate_id = $2', [b.buildingId, b.estateId])
    : undefined;
  if (b.buildingId && !block) throw notFound('body.buildingId');
  const text = each(() => b.description);
  return {
    estate_id: b.estateId, building_id: b.buildingId ?? null, region_code: estate.region_code, district_code: estate.district_code,
    area_code: estate.area_code, lat: estate.lat, lng: estate.lng, primary_school_net: estate.primary_school_net, station_id: estate.station_id,
    line_ids: estate.lines, building_age: Math.max(0, Number(estate.age)), title: JSON.stringify(titleOf(estate.name, b.roomNumber)),
    address: JSON.stringify(addressOf(estate, block, b)), description: JSON.stringify(text), rental_type: b.rentalType, floor: b.floor ?? null,
    flat: b.flat || null, sale_price: b.rentalType === 1 ? b.price : null, rent_price: b.rentalType === 2 ? b.price : null,
    saleable_area: b.saleableArea, building_area: b.buildingArea ?? null, saleable_avg_price: Math.round(b.price / b.saleableArea),
    building_avg_price: b.buildingArea ? Math.round(b.price / b.buildingArea) : null, room_number: b.roomNumber, bathroom_number: b.bathroomNumber,
  };
}

export const OWN_COLUMNS = `l.id, l.listing_no, l.rental_type, l.status, l.refusal_reason, l.refusal_note, l.title, l.address, l.estate_id,
  l.building_id, l.floor, l.flat, COALESCE(l.sale_price, l.rent_price) AS price, l.saleable_area, l.building_area, l.saleable_avg_price,
  l.room_number, l.bathroom_number, l.building_age, l.description, l.expires_at, l.original_price,
  (SELECT COALESCE(json_agg(p.key ORDER BY p.created_at, p.key), '[]') FROM listing_photos p WHERE p.listing_id = l.id) AS photo_keys`;

/** whether `b` says what listing `r` says, its price aside */
export function sameButPrice(b: OwnListingBody, r: Row): boolean {
  const n = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return b.estateId === n(r.estate_id) && (b.buildingId ?? null) === n(r.building_id) && (b.floor ?? null) === n(r.floor)
    && (b.flat || null) === ((r.flat as string | null) ?? null) && b.saleableArea === n(r.saleable_area)
    && (b.buildingArea ?? null) === n(r.building_area) && b.roomNumber === n(r.room_number) && b.bathroomNumber === n(r.bathroom_number)
    && b.description === loc(r.description, 'zh-hk');
}

export function ownListingOf(r: Row, language: Language, saved = true): OwnListing {
  const status = saved ? currentStatus(Number(r.status), r.expires_at as Date) : null;
  const state = status === null ? null : stateName(status);
  return {
    listingId: saved ? String(r.id) : null,
    listingNo: saved ? String(r.listing_no) : null,
    rentalType: Number(r.rental_type),
    state,
    stateText: state ? memberText(STATE_TEXT[state], language) : null,
    refusal: status === OWN_LISTING_STATES.notApproved && r.refusal_reason
      ? { reason: r.refusal_reason as 'paymentProof' | 'content', note: String(r.refusal_note ?? '') }
      : null,
    actions: status === null ? [] : actionsOf(status),
    titleWithCulture: loc(typeof r.title === 'string' ? JSON.parse(r.title) : r.title, language),
    addressWithCulture: loc(typeof r.address === 'string' ? JSON.parse(r.address) : r.address, language),
    estateId: Number(r.estate_id),
    buildingId: r.building_id === null ? null : Number(r.building_id),
    floor: r.floor === null ? null : Number(r.floor),
    flat: (r.flat as string | null) ?? null,
    price: Number(r.price ?? r.sale_price ?? r.rent_price),
    saleableArea: Number(r.saleable_area),
    buildingArea: r.building_area === null ? null : Number(r.building_area),
    saleableAvgPrice: Number(r.saleable_avg_price),
    roomNumber: Number(r.room_number),
    bathroomNumber: Number(r.bathroom_number),
    buildingAge: Number(r.building_age),
    description: locOrNull(typeof r.description === 'string' ? JSON.parse(r.description) : r.description, language) ?? '',
    expiresAt: saved ? isoOrNull(r.expires_at) : null,
    photos: ((r.photo_keys as string[] | undefined) ?? []).map((key) => ({ key, url: photoUrl(key), thumbUrl: photoUrl(key, 'thumb') })),
  };
}

/** GetProperty, the agent or owner card, and the instant valuation. */
import type { PropertyDetail } from '@portal/shared/contracts';
import type { Db, Row } from '../../db/index';
import { notFound } from '../../http/errors';
import { CARD_COLUMNS, CARD_JOINS, toCard } from './property-cards';
import { createCache } from './cache';
import type { ViewCounter } from './property-views';
import { LISTING_STATUS_KEY, RECOMMEND_STATUSES } from './labels';
import type { SessionUser } from '../member/auth';
import { contactVisibleTo } from '../member/listing-access';
import { valueTarget } from '../market/index';
import { int, ints, isoTs, mediaUrl, mediaUrls, num, str, tr, type Lang } from './sql';

type Cached = { detail: PropertyDetail; countedAtRead: number; pendingAtRead: number };
const details = createCache<Cached>(5000);

/**
 * The detail of a listing. It counts no view: the browser showing the page does
 * (addPropertyView), so a server render, a page kept by the page cache or a CDN, and a prefetch
 * count nothing. Details are cached per language for the TTL; the view count answered is the
 * database's at read time plus the views this process has counted since, not yet the reader's own.
 */
export async function getPropertyDetail(db: Db, views: ViewCounter, lang: Lang, id: string): Promise<PropertyDetail> {
  const key = `${lang}:${id}`;
  let hit = details.get(key);
  if (!hit) {
    const r = await db.one(
      `SELECT ${CARD_COLUMNS}, l.agent_ref, l.premium, l.verified, ${tr('l.description')} AS description, l.floor, l.flat,
         l.bathroom_number, l.photos, l.video_url, l.parking, l.property_labels, l.rent_labels, l.line_ids,
         l.primary_school_net, ${tr('sn.name')} AS school_net_name, l.building_id, ${tr('b.name')} AS building_name,
         l.lease_min_months, l.lease_max_months, l.view_count, ${isoTs('l.expires_at')} AS expires,
         l.station_id, ${tr('st.name')} AS station_name,
         (SELECT coalesce(json_agg(json_build_object('id', f.id, 'nameWithCulture', ${tr('f.name')}) ORDER BY f.id), '[]')
            FROM facilities f WHERE f.id = ANY(l.facility_ids)) AS facilities,
         (SELECT coalesce(json_agg(${tr('d.name')} ORDER BY d.sort), '[]') FROM dictionary_entries d
            WHERE d.group_name = 'PropertyTag' AND d.value = ANY(l.property_tags::text[])) AS tag_names
       FROM listings l ${CARD_JOINS}
       LEFT JOIN school_nets sn ON sn.code = l.primary_school_net
       LEFT JOIN estate_buildings b ON b.id = l.building_id
       LEFT JOIN mtr_stations st ON st.id = l.station_id
       WHERE l.id = $2`,
      [lang, id],
    );
    if (!r) throw notFound('query.propertyId');
    hit = { detail: toDetail(r, lang), countedAtRead: views.countedFor(id), pendingAtRead: views.pendingFor(id) };
    details.set(key, hit);
  }
  return { ...hit.detail, viewCount: hit.detail.viewCount + hit.pendingAtRead + (views.countedFor(id) - hit.countedAtRead) };
}

/**
 * AddPropertyView: one view of a listing's page, counted in the batch of `views`. An unknown
 * listing is refused (404) and counts nothing; a listing whose detail is cached needs no read.
 */
export async function addPropertyView(db: Db, views: ViewCounter, lang: Lang, id: string): Promise<{ counted: boolean }> {
  if (!details.get(`${lang}:${id}`) && !(await db.one('SELECT 1 AS ok FROM listings WHERE id = $1', [id]))) {
    throw notFound('body.propertyId');
  }
  views.add(id);
  return { counted: true };
}

function toDetail(r: Row, lang: Lang): PropertyDetail {
  const status = int(r.status);
  // the page is cached for every reader, so it says what a visitor gets (the owner's contact
  // card, GetPropertyUserInfoById, still answers the owner in full)
  const hidden = !contactVisibleTo({ status, owner_user_id: null, agent_id: null }, undefined);
  return {
    ...toCard(r, lang),
    agentRef: str(r.agent_ref),
    premium: Boolean(r.premium),
    verified: Boolean(r.verified),
    propertyStatusKey: LISTING_STATUS_KEY[status] ?? String(status),
    contactHidden: hidden,
    showRecommendations: RECOMMEND_STATUSES.includes(status),
    descriptionWithCulture: String(r.description ?? ''),
    floor: num(r.floor),
    flat: str(r.flat),
    bathroomNumber: int(r.bathroom_number),
    photos: mediaUrls(r.photos),
    floorPlan: mediaUrl(str(r.floor_plan)),
    video: str(r.video_url),
    parking: (r.parking as Record<string, unknown> | null) ?? null,
    propertyLabels: ints(r.property_labels),
    rentLabels: ints(r.rent_labels),
    propertyTagsWithCulture: (r.tag_names as string[]) ?? [],
    facilities: (r.facilities as { id: number; nameWithCulture: string }[]) ?? [],
    station: r.station_id === null ? null : { id: int(r.station_id), nameWithCulture: String(r.station_name ?? '') },
    lineIds: ints(r.line_ids),
    schoolNet: str(r.primary_school_net),
    schoolNetNameWithCulture: str(r.school_net_name),
    buildingID: num(r.building_id),
    buildingNameWithCulture: str(r.building_name),
    leaseMinMonths: num(r.lease_min_months),
    leaseMaxMonths: num(r.lease_max_months),
    viewCount: int(r.view_count),
    expireTime: String(r.expires),
  };
}

/** A phone shown as 9123 **** when the listing hides its contact details. */
export const maskPhone = (phone: string) => phone.replace(/\d(?=\d{0,3}$)/g, '*');

/** The contact cards of listings: full contact details only where `viewer` may have them (contactVisibleTo). */
export async function userInfos(db: Db, lang: Lang, ids: readonly string[], viewer: SessionUser | undefined) {
  const rows = await db.query(
    `SELECT l.id, l.status::int AS status, l.is_owner_listing, l.agent_id::int AS agent_id, l.owner_user_id::int AS owner_user_id, ${tr('a.name')} AS agent_name, a.license, a.phone, a.whatsapp,
       a.avatar, coalesce(l.company_id, a.company_id) AS company_id, ${tr('c.name')} AS company_name, c.license AS company_license,
       u.name AS owner_name, u.phone AS owner_phone
     FROM listings l
     LEFT JOIN agents a ON a.id = l.agent_id
     LEFT JOIN companies c ON c.id = coalesce(l.company_id, a.company_id)
     LEFT JOIN users u ON u.id = l.owner_user_id
     WHERE l.id = ANY($2::text[])`,
    [lang, ids],
  );
  const byId = new Map(rows.map((r) => [String(r.id), r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const hidden = !contactVisibleTo(
      { status: int(r.status), owner_user_id: num(r.owner_user_id), agent_id: num(r.agent_id) },
      viewer,
    );
    const isOwner = Boolean(r.is_owner_listing) || r.agent_id === null;
    const phone = String((isOwner ? r.owner_phone : r.phone) ?? '');
    return [{
      propertyID: id,
      isOwner,
      agentID: isOwner ? null : num(r.agent_id),
      nameWithCulture: String((isOwner ? r.owner_name : r.agent_name) ?? ''),
      license: isOwner ? null : str(r.license),
      companyID: isOwner ? null : num(r.company_id),
      companyNameWithCulture: isOwner ? null : str(r.company_name),
      companyLicense: isOwner ? null : str(r.company_license),
      avatar: isOwner ? null : mediaUrl(str(r.avatar)),
      phone: hidden ? maskPhone(phone) : phone,
      whatsapp: hidden || isOwner ? null : str(r.whatsapp),
      contactHidden: hidden,
    }];
  });
}

export async function userInfo(db: Db, lang: Lang, id: string, viewer: SessionUser | undefined) {
  const [one] = await userInfos(db, lang, [id], viewer);
  if (!one) throw notFound('query.propertyId');
  return one;
}

/** comparables are drawn from the estate's last two years of sales (valuation.ts) */
const EVALUATION_MONTHS = 24;

/** The listing's flat valued by the market model (modules/market), with its stated error. */
export async function evaluation(db: Db, id: string) {
  const l = await db.one<{ estate_id: number | null; building_id: number | null; floor: number | null; floors: number | null; saleable_area: number }>(
    `SELECT l.estate_id, l.building_id, l.floor, b.floors, l.saleable_area FROM listings l
     LEFT JOIN estate_buildings b ON b.id = l.building_id WHERE l.id = $1`, [id],
  );
  if (!l) throw notFound('query.propertyId');
  const area = Number(l.saleable_area);
  const v = l.estate_id === null ? null : await valueTarget(db, {
    estateId: Number(l.estate_id), buildingId: num(l.building_id), floor: num(l.floor), storeys: num(l.floors), area,
  });
  return {
    propertyID: id,
    available: v?.available ?? false,
    saleableArea: area,
    avgPricePerSqft: v?.pricePerSqft ?? null,
    valuation: v?.valuation ?? null,
    low: v?.low ?? null,
    high: v?.high ?? null,
    dealCount: v?.comparables.length ?? 0,
    periodMonths: EVALUATION_MONTHS,
    deals: (v?.comparables ?? []).map((d) => ({
      dealID: d.dealID, dealDate: d.dealDate, price: d.price, saleableArea: d.saleableArea, pricePerSqft: Math.round(d.price / d.saleableArea),
    })),
    accuracy: v?.accuracy ?? null,
  };
}

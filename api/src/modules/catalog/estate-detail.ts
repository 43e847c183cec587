/** GetEstate, phases and blocks, block deal info, estate agents. */
import type { Db } from '../../db/index';
import { notFound } from '../../http/errors';
import { ESTATE_COLUMNS, ESTATE_JOINS, toEstateCard } from './estate-cards';
import { int, mediaUrl, num, str, tr, day, type Lang } from './sql';

export async function getEstate(db: Db, lang: Lang, id: number, withDetail: boolean) {
  const r = await db.one(
    `SELECT ${ESTATE_COLUMNS}, e.phase_count, e.storeys, e.carpark_count, e.developer_id, ${tr('dv.name')} AS developer_name,
       ${tr('e.management_company')} AS management, e.primary_school_net, ${tr('p.name')} AS primary_name,
       e.secondary_school_net, ${tr('s.name')} AS secondary_name, e.station_id, ${tr('st.name')} AS station_name,
       e.station_distance_m, ${tr('e.description')} AS description,
       (SELECT coalesce(json_agg(json_build_object('facilitiesID', f.id, 'facilitiesNameWithCulture', ${tr('f.name')}) ORDER BY f.id), '[]')
          FROM facilities f WHERE f.id = ANY(e.facility_ids)) AS facilities
     FROM estates e ${ESTATE_JOINS}
     LEFT JOIN developers dv ON dv.id = e.developer_id
     LEFT JOIN school_nets p ON p.code = e.primary_school_net
     LEFT JOIN school_nets s ON s.code = e.secondary_school_net
     LEFT JOIN mtr_stations st ON st.id = e.station_id
     WHERE e.id = $2`,
    [lang, id],
  );
  if (!r) throw notFound('query.estateId');
  const base = {
    ...toEstateCard(r),
    phaseCount: int(r.phase_count),
    storeys: int(r.storeys),
    carparkCount: int(r.carpark_count),
    developerID: num(r.developer_id),
    developerNameWithCulture: str(r.developer_name),
    managementCompanyWithCulture: str(r.management),
    primarySchoolNet: str(r.primary_school_net),
    primarySchoolNetNameWithCulture: str(r.primary_name),
    secondarySchoolNet: str(r.secondary_school_net),
    secondarySchoolNetNameWithCulture: str(r.secondary_name),
    station: r.station_id === null ? null : { id: int(r.station_id), nameWithCulture: String(r.station_name), distance: num(r.station_distance_m) },
    facilities: r.facilities as { facilitiesID: number; facilitiesNameWithCulture: string }[],
    descriptionWithCulture: str(r.description),
  };
  if (!withDetail) return base;
  const [trend, phases] = await Promise.all([
    db.query(
      `SELECT to_char(date_trunc('month', deal_date), 'YYYY-MM') AS m, round(avg(price_per_sqft))::int AS avg, count(*)::int AS n
       FROM deals WHERE estate_id = $1 AND rental_type = 1 GROUP BY 1 ORDER BY 1`, [id]),
    db.query(`SELECT id, ${tr('name')} AS name FROM estate_phases WHERE estate_id = $2 ORDER BY sort, id`, [lang, id]),
  ]);
  return {
    ...base,
    trend: trend.map((t) => ({ month: String(t.m), avgPrice: Number(t.avg), dealCount: Number(t.n) })),
    phases: phases.map((p) => ({ phaseID: int(p.id), nameWithCulture: String(p.name) })),
  };
}

async function mustHaveEstate(db: Db, id: number, field = 'query.estateId'): Promise<void> {
  const e = await db.one('SELECT 1 AS ok FROM estates WHERE id = $1', [id]);
  if (!e) throw notFound(field);
}

export async function phaseBuildings(db: Db, lang: Lang, id: number) {
  await mustHaveEstate(db, id);
  const rows = await db.query(
    `SELECT b.id, b.code, ${tr('b.name')} AS name, b.floors, b.flats_per_floor, b.phase_id, ${tr('p.name')} AS phase_name
     FROM estate_buildings b LEFT JOIN estate_phases p ON p.id = b.phase_id
     WHERE b.estate_id = $2 ORDER BY p.sort NULLS FIRST, p.id NULLS FIRST, b.id`,
    [lang, id],
  );
  const groups = new Map<string, { phaseID: number | null; nameWithCulture: string; buildings: ReturnType<typeof toBuilding>[] }>();
  for (const r of rows) {
    const k = String(r.phase_id);
    if (!groups.has(k)) groups.set(k, { phaseID: num(r.phase_id), nameWithCulture: String(r.phase_name ?? ''), buildings: [] });
    groups.get(k)?.buildings.push(toBuilding(r));
  }
  return [...groups.values()];
}

const toBuilding = (r: Record<string, unknown>) => ({
  buildingID: int(r.id), buildingCode: String(r.code), nameWithCulture: String(r.name), floors: int(r.floors), flatsPerFloor: int(r.flats_per_floor),
});

export async function buildingRoomDeals(db: Db, lang: Lang, code: string) {
  const b = await db.one(`SELECT id, code, ${tr('name')} AS name, floors, flats_per_floor FROM estate_buildings WHERE code = $2`, [lang, code]);
  if (!b) throw notFound('query.buildingCode');
  const units = await db.query(
    `SELECT DISTINCT ON (floor, flat) floor, flat, count(*) OVER (PARTITION BY floor, flat)::int AS n,
       ${day('deal_date')} AS d, price, price_per_sqft, saleable_area
     FROM deals WHERE building_id = $1 AND rental_type = 1 AND floor IS NOT NULL AND flat IS NOT NULL
     ORDER BY floor DESC, flat, deal_date DESC, id DESC`,
    [b.id],
  );
  return {
    ...toBuilding(b),
    units: units.map((u) => ({
      floor: int(u.floor), flat: String(u.flat), dealCount: int(u.n), lastDealDate: str(u.d),
      lastPrice: num(u.price), lastPricePerSqft: num(u.price_per_sqft), saleableArea: num(u.saleable_area),
    })),
  };
}

export async function estateAgents(db: Db, lang: Lang, q: { estateId: number; companyLicense?: string; license?: string; count?: number }) {
  await mustHaveEstate(db, q.estateId);
  const rows = await db.query(
    `SELECT a.id, ${tr('a.name')} AS name, a.license, a.is_partner, a.company_id, ${tr('c.name')} AS company_name, a.phone, a.whatsapp,
       a.avatar, a.district_codes, a.sale_count, a.rent_count, count(l.id)::int AS n
     FROM listings l JOIN agents a ON a.id = l.agent_id LEFT JOIN companies c ON c.id = a.company_id
     WHERE l.estate_id = $2 AND l.status IN (4, 8)
       AND ($3::text IS NULL OR c.license = $3) AND ($4::text IS NULL OR a.license = $4)
     GROUP BY a.id, c.id ORDER BY n DESC, a.rank_score DESC, a.id LIMIT $5`,
    [lang, q.estateId, q.companyLicense ?? null, q.license ?? null, q.count ?? 10],
  );
  return rows.map((r) => ({ ...toAgent(r), listingCount: int(r.n) }));
}

export function toAgent(r: Record<string, unknown>) {
  return {
    agentID: int(r.id), nameWithCulture: String(r.name), license: String(r.license), isPartner: Boolean(r.is_partner),
    companyID: num(r.company_id), companyNameWithCulture: str(r.company_name), phone: String(r.phone), whatsapp: str(r.whatsapp),
    avatar: mediaUrl(str(r.avatar)), districtCodes: (r.district_codes as string[]) ?? [], saleCount: int(r.sale_count), rentCount: int(r.rent_count),
  };
}

/** Surroundings of an estate computed from coordinates, the demographic estimate, nearby estates. */
import type { Db } from '../../db/index';
import { notFound } from '../../http/errors';
import { ESTATE_COLUMNS, ESTATE_JOINS, toEstateCard } from './estate-cards';
import { distanceSql, int, tr, type Lang } from './sql';

const RADIUS_M = 1500;
/** about 1.5 km in degrees at Hong Kong's latitude, to use a cheap box before the exact distance */
const BOX = 0.015;

async function position(db: Db, id: number, field: string) {
  const e = await db.one<{ lat: number; lng: number; district_code: string }>('SELECT lat, lng, district_code FROM estates WHERE id = $1', [id]);
  if (!e) throw notFound(field);
  return e;
}

export async function aroundInfo(db: Db, lang: Lang, id: number) {
  const e = await position(db, id, 'query.estateId');
  const stDist = distanceSql('$2', '$3', 's.lat', 's.lng');
  const esDist = distanceSql('$2', '$3', 'o.lat', 'o.lng');
  const [stations, nets, estates] = await Promise.all([
    db.query(
      `SELECT s.id, ${tr('s.name')} AS name, round(${stDist})::int AS d,
         (SELECT coalesce(json_agg(json_build_object('id', ml.id, 'nameWithCulture', ${tr('ml.name')}, 'color', ml.color) ORDER BY ml.sort, ml.id), '[]')
            FROM mtr_line_stations mls JOIN mtr_lines ml ON ml.id = mls.line_id WHERE mls.station_id = s.id) AS lines
       FROM mtr_stations s WHERE ${stDist} <= ${RADIUS_M} ORDER BY d, s.id LIMIT 8`,
      [lang, e.lat, e.lng],
    ),
    db.query(
      `SELECT n.code, n.kind, ${tr('n.name')} AS name FROM estates e JOIN school_nets n
         ON n.code IN (e.primary_school_net, e.secondary_school_net) WHERE e.id = $2 ORDER BY n.kind, n.code`,
      [lang, id],
    ),
    db.query(
      `SELECT o.id, ${tr('o.name')} AS name, round(${esDist})::int AS d, o.facility_ids FROM estates o
       WHERE o.id <> $4 AND o.lat BETWEEN $2::float8 - ${BOX} AND $2::float8 + ${BOX}
         AND o.lng BETWEEN $3::float8 - ${BOX} AND $3::float8 + ${BOX} AND ${esDist} <= ${RADIUS_M}
       ORDER BY d, o.id`,
      [lang, e.lat, e.lng, id],
    ),
  ]);
  // facilities around: how many estates within the radius (this one included) offer each
  const counts = new Map<number, number>();
  const own = await db.one<{ facility_ids: number[] }>('SELECT facility_ids FROM estates WHERE id = $1', [id]);
  for (const f of [own?.facility_ids ?? [], ...estates.map((x) => x.facility_ids as number[])].flat()) {
    counts.set(Number(f), (counts.get(Number(f)) ?? 0) + 1);
  }
  const facilities = counts.size === 0 ? [] : await db.query(
    `SELECT id, ${tr('name')} AS name FROM facilities WHERE id = ANY($2::int[]) ORDER BY id`, [lang, [...counts.keys()]]);
  return {
    stations: stations.map((s) => ({
      id: int(s.id), nameWithCulture: String(s.name), distance: int(s.d),
      lines: s.lines as { id: number; nameWithCulture: string; color: string }[],
    })),
    schoolNets: nets.map((n) => ({ code: String(n.code), kind: n.kind as 'primary' | 'secondary', nameWithCulture: String(n.name) })),
    facilities: facilities
      .map((f) => ({ facilitiesID: int(f.id), facilitiesNameWithCulture: String(f.name), estateCount: counts.get(int(f.id)) ?? 0 }))
      .sort((a, b) => b.estateCount - a.estateCount || a.facilitiesID - b.facilitiesID),
    estates: estates.slice(0, 10).map((o) => ({ id: int(o.id), nameWithCulture: String(o.name), distance: int(o.d) })),
  };
}

/** Hong Kong's average domestic household size (Census and Statistics Department, 2021 census: 2.7). */
const HOUSEHOLD_SIZE = 2.7;
const BASIS = {
  'zh-hk': '估算：按屋苑單位數、全港平均住戶人數（2.7人）及區內放盤資料推算，並非普查數字。',
  'zh-cn': '估算：按屋苑单位数、全港平均住户人数（2.7人）及区内放盘资料推算，并非普查数字。',
  'en-us': 'Estimate: derived from the estate’s unit count, the Hong Kong average household size (2.7) and listings in the district; not census data.',
} as const;

export async function demographic(db: Db, lang: Lang, id: number) {
  const r = await db.one(
    `SELECT e.unit_count, e.avg_deal_price_sqft, ${tr('d.name')} AS district,
       (SELECT count(*) FILTER (WHERE rental_type = 2)::float8 / greatest(count(*), 1) FROM listings l
          WHERE l.district_code = e.district_code AND l.status IN (4, 8)) AS tenant_share,
       (SELECT round(avg(saleable_avg_price))::int FROM listings l
          WHERE l.district_code = e.district_code AND l.rental_type = 1 AND l.status IN (4, 8)) AS district_psf,
       (SELECT coalesce(json_agg(json_build_object('roomNumber', rn, 'n', n) ORDER BY rn), '[]') FROM (
          SELECT least(room_number, 5) AS rn, count(*)::int AS n FROM listings l WHERE l.estate_id = e.id GROUP BY 1) x) AS rooms
     FROM estates e JOIN regions d ON d.code = e.district_code WHERE e.id = $2`,
    [lang, id],
  );
  if (!r) throw notFound('query.estateId');
  const rooms = r.rooms as { roomNumber: number; n: number }[];
  const total = rooms.reduce((a, b) => a + b.n, 0) || 1;
  const households = int(r.unit_count);
  return {
    estateID: id,
    isEstimate: true as const,
    basisWithCulture: BASIS[lang],
    districtNameWithCulture: String(r.district),
    households,
    estimatedResidents: Math.round(households * HOUSEHOLD_SIZE),
    averageHouseholdSize: HOUSEHOLD_SIZE,
    tenantShare: Math.round(Number(r.tenant_share ?? 0) * 1000) / 1000,
    roomMix: rooms.map((x) => ({ roomNumber: x.roomNumber, share: Math.round((x.n / total) * 1000) / 1000 })),
    districtAvgPricePerSqft: r.district_psf === null ? null : Number(r.district_psf),
    estateAvgPricePerSqft: r.avg_deal_price_sqft === null ? null : Number(r.avg_deal_price_sqft),
  };
}

export async function nearbyEstates(db: Db, lang: Lang, id: number, count: number) {
  const e = await position(db, id, 'query.estateID');
  const dist = distanceSql('$2', '$3', 'e.lat', 'e.lng');
  const rows = await db.query(
    `SELECT ${ESTATE_COLUMNS}, round(${dist})::int AS d FROM estates e ${ESTATE_JOINS}
     WHERE e.id <> $4 ORDER BY ${dist}, e.id LIMIT $5`,
    [lang, e.lat, e.lng, id, count],
  );
  return rows.map((r) => ({ ...toEstateCard(r), distance: int(r.d) }));
}

export async function facilitiesOf(db: Db, lang: Lang, estateId?: number) {
  if (estateId !== undefined) await position(db, estateId, 'body.estateId');
  const rows = await db.query(
    `SELECT f.id, ${tr('f.name')} AS name, f.icon FROM facilities f
     WHERE $2::int IS NULL OR EXISTS (SELECT 1 FROM estates e WHERE e.id = $2::int AND f.id = ANY(e.facility_ids)) ORDER BY f.id`,
    [lang, estateId ?? null],
  );
  return rows.map((f) => ({ facilitiesID: int(f.id), facilitiesNameWithCulture: String(f.name), icon: f.icon === null ? null : String(f.icon) }));
}

export async function developers(db: Db, lang: Lang, b: { keywords?: string; developerIds?: number[] }) {
  const rows = await db.query(
    `SELECT d.id, ${tr('d.short_name')} AS short, ${tr('d.name')} AS name,
       (SELECT count(*)::int FROM estates e WHERE e.developer_id = d.id) AS n
     FROM developers d
     WHERE ($2::int[] IS NULL OR d.id = ANY($2::int[]))
       AND ($3::text IS NULL OR concat_ws(' ', d.name->>'zh-hk', d.name->>'zh-cn', d.name->>'en-us', d.short_name->>'en-us') ILIKE $3)
     ORDER BY d.id`,
    [lang, b.developerIds?.length ? b.developerIds : null, b.keywords ? `%${b.keywords.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null],
  );
  return rows.map((d) => ({ developerID: int(d.id), shortNameWithCulture: String(d.short), nameWithCulture: String(d.name), estateCount: int(d.n) }));
}

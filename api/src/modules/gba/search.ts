/** SearchProjects: the list of Greater Bay Area projects by city, district, HKD price band and m² area band. */
import type { z } from 'zod';
import { GBA_AREA_BANDS_M2, GBA_PAGE_SIZE, GBA_PRICE_BANDS_HKD, type GbaBand, type GbaOrder, type Language, type searchGbaProjectsQuery } from '@portal/shared/contracts';
import type { Db } from '../../db/index';
import { CARD_COLUMNS, CARD_FROM, cardOf, type CardRow } from './cards';
import { currentRates, LATEST_RATES_SQL } from './money';

export type ProjectQuery = z.output<typeof searchGbaProjectsQuery>;

const ORDER_SQL: Record<GbaOrder, string> = {
  latest: 'p.latest_permit_on DESC NULLS LAST, p.id',
  unitPriceAsc: 'p.unit_price_m2 * r.hkd_per_unit ASC NULLS LAST, p.id',
  unitPriceDesc: 'p.unit_price_m2 * r.hkd_per_unit DESC NULLS LAST, p.id',
  totalAsc: 'p.total_min * r.hkd_per_unit ASC NULLS LAST, p.id',
  areaDesc: 'p.area_max_m2 DESC NULLS LAST, p.id',
};

/** a band number outside the table means no filter, as an unknown URL token does */
const bandOf = (table: readonly GbaBand[], n?: number): GbaBand => (n === undefined ? { min: null, max: null } : table[n - 1] ?? { min: null, max: null });

export async function searchProjects(db: Db, language: Language, q: ProjectQuery) {
  const price = bandOf(GBA_PRICE_BANDS_HKD, q.priceBand);
  const area = bandOf(GBA_AREA_BANDS_M2, q.areaBand);
  const page = q.page ?? 1;
  const rows = await db.query<CardRow & { total: number }>(
    `WITH r AS (${LATEST_RATES_SQL})
     SELECT ${CARD_COLUMNS}, count(*) OVER ()::int AS total
       FROM ${CARD_FROM} JOIN r ON r.currency = c.currency
      WHERE ($2::int IS NULL OR c.code = $2) AND ($3::int IS NULL OR p.district_id = $3)
        AND ($4::float8 IS NULL OR p.total_max * r.hkd_per_unit >= $4) AND ($5::float8 IS NULL OR p.total_min * r.hkd_per_unit < $5)
        AND ($6::float8 IS NULL OR p.area_max_m2 >= $6) AND ($7::float8 IS NULL OR p.area_min_m2 < $7)
      ORDER BY ${ORDER_SQL[q.order ?? 'latest']}
      LIMIT ${GBA_PAGE_SIZE} OFFSET $8`,
    [language, q.cityCode ?? null, q.districtId ?? null, price.min, price.max, area.min, area.max, (page - 1) * GBA_PAGE_SIZE],
  );
  const rates = await currentRates(db, language);
  return {
    items: rows.map((r) => cardOf(r, rates)),
    total: rows[0]?.total ?? (page > 1 ? await countAll(db, q) : 0),
    page,
    pageSize: GBA_PAGE_SIZE,
  };
}

/** the total of a page past the end (no rows to read it from): the same filter counted */
async function countAll(db: Db, q: ProjectQuery): Promise<number> {
  const first = await searchProjects(db, 'en-us', { ...q, page: 1 });
  return first.total;
}

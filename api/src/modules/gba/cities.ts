/** GetCities: the Greater Bay Area cities with their districts, project counts and average unit prices. */
import type { GbaCity, GbaCurrency, Language } from '@portal/shared/contracts';
import type { Db } from '../../db/index';
import { currentRates, rateFor } from './money';

interface CityRow {
  id: string; code: number; name: string; lat: number; lng: number; currency: GbaCurrency;
  project_count: number; average: number | null; districts: Array<{ districtId: number; name: string; projectCount: number }>;
}

export async function cityList(db: Db, language: Language): Promise<{ cities: GbaCity[]; rates: ReturnType<typeof rateFor>[] }> {
  const rows = await db.query<CityRow>(
    `SELECT c.id, c.code, c.name->>$1 AS name, c.lat, c.lng, c.currency,
            (SELECT count(*)::int FROM gba_projects p WHERE p.city_id = c.id) AS project_count,
            (SELECT round(avg(p.unit_price_m2))::int FROM gba_projects p WHERE p.city_id = c.id AND p.sales_status = 2) AS average,
            (SELECT coalesce(json_agg(json_build_object('districtId', d.id, 'name', d.name->>$1,
                      'projectCount', (SELECT count(*) FROM gba_projects p WHERE p.district_id = d.id)) ORDER BY d.id), '[]')
               FROM gba_districts d WHERE d.city_id = c.id) AS districts
       FROM gba_cities c ORDER BY c.code`,
    [language],
  );
  const rates = await currentRates(db, language);
  const cities = rows.map((r): GbaCity => {
    const rate = rateFor(rates, r.currency);
    return {
      cityId: r.id, code: r.code, name: r.name, lat: r.lat, lng: r.lng, currency: r.currency, projectCount: r.project_count,
      averageUnitPricePerM2: r.average, averageUnitPricePerM2Hkd: r.average === null ? null : Math.round(r.average * rate.hkdPerUnit),
      districts: r.districts.map((d) => ({ districtId: d.districtId, name: d.name, projectCount: Number(d.projectCount) })),
    };
  });
  return { cities, rates: [...rates.values()] };
}

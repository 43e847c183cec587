/** Greater Bay Area project cards: the SQL every list shares and the row-to-card mapping. */
import { GBA_SALES_STATUSES, type GbaCurrency, type GbaProjectCard, type GbaRate } from '@portal/shared/contracts';
import { areaOf, pricesOf, rateFor } from './money';

/** columns of a card; $1 is the language */
export const CARD_COLUMNS = /* sql */ `
  p.id, p.name->>$1 AS name, p.city_id, c.name->>$1 AS city_name, c.currency, p.district_id, d.name->>$1 AS district_name,
  p.developer->>$1 AS developer_name, p.address->>$1 AS address, p.sales_status, p.property_type->>$1 AS property_type,
  p.completion_year, p.unit_price_m2, p.total_min, p.total_max, p.area_min_m2, p.area_max_m2,
  (SELECT count(*)::int FROM gba_floorplans f WHERE f.project_id = p.id) AS floorplan_count`;

export const CARD_FROM = /* sql */ `
  gba_projects p JOIN gba_cities c ON c.id = p.city_id JOIN gba_districts d ON d.id = p.district_id`;

export interface CardRow {
  id: number; name: string; city_id: string; city_name: string; currency: GbaCurrency; district_id: number; district_name: string;
  developer_name: string; address: string; sales_status: number; property_type: string; completion_year: number | null;
  unit_price_m2: number | null; total_min: number | string | null; total_max: number | string | null;
  area_min_m2: number | null; area_max_m2: number | null; floorplan_count: number;
}

export function cardOf(r: CardRow, rates: Map<GbaCurrency, GbaRate>): GbaProjectCard {
  return {
    projectId: r.id,
    name: r.name,
    cityId: r.city_id,
    cityName: r.city_name,
    districtId: r.district_id,
    districtName: r.district_name,
    developerName: r.developer_name,
    address: r.address,
    salesStatus: statusOf(r.sales_status),
    propertyType: r.property_type,
    completionYear: r.completion_year,
    prices: pricesOf(r, rateFor(rates, r.currency)),
    area: areaOf(r),
    floorplanCount: r.floorplan_count,
  };
}

function statusOf(code: number): GbaProjectCard['salesStatus'] {
  const status = GBA_SALES_STATUSES[code - 1];
  if (!status) throw new Error(`gba_projects.sales_status ${code} is not 1, 2 or 3`);
  return status;
}

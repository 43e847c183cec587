/** GetProject: one Greater Bay Area project with floor plans, sale permits, sales introduction and agent. */
import type { GbaProject, Language } from '@portal/shared/contracts';
import type { Db } from '../../db/index';
import { notFound } from '../../http/errors';
import { CARD_COLUMNS, CARD_FROM, cardOf, type CardRow } from './cards';
import { currentRates, ft2, rateFor } from './money';

type L = Record<Language, string>;
interface DetailRow extends CardRow {
  lat: number; lng: number; sales_intro: string; sales_address: string; land_tenure_years: number; decoration: string;
  plot_ratio: number; greening_ratio: number; household_count: number; management_fee_m2: number;
  agent: { name: L; company: L; phone: string; licenceNo: string };
}
interface PlanRow {
  id: number; name: string; bedrooms: number; living_rooms: number; bathrooms: number; area_m2: number;
  orientation: string; unit_count: number; total_price: number | string | null; description: string;
}
interface PermitRow { permit_no: string; issued_on: string; buildings: string; unit_count: number; area_m2: number }

export async function projectDetail(db: Db, language: Language, projectId: number): Promise<GbaProject> {
  const [row] = await db.query<DetailRow>(
    `SELECT ${CARD_COLUMNS}, p.lat, p.lng, p.sales_intro->>$1 AS sales_intro, p.sales_address->>$1 AS sales_address,
            p.land_tenure_years, p.decoration->>$1 AS decoration, p.plot_ratio, p.greening_ratio, p.household_count,
            p.management_fee_m2, p.agent
       FROM ${CARD_FROM} WHERE p.id = $2`,
    [language, projectId],
  );
  if (!row) throw notFound('query.projectId');
  const [plans, permits, rates] = await Promise.all([
    db.query<PlanRow>(
      `SELECT id, name->>$1 AS name, bedrooms, living_rooms, bathrooms, area_m2, orientation->>$1 AS orientation, unit_count,
              total_price, description->>$1 AS description
         FROM gba_floorplans WHERE project_id = $2 ORDER BY id`,
      [language, projectId],
    ),
    db.query<PermitRow>(
      `SELECT permit_no, to_char(issued_on, 'YYYY-MM-DD') AS issued_on, buildings->>$1 AS buildings, unit_count, area_m2
         FROM gba_sale_permits WHERE project_id = $2 ORDER BY issued_on DESC, id`,
      [language, projectId],
    ),
    currentRates(db, language),
  ]);
  const rate = rateFor(rates, row.currency);
  return {
    ...cardOf(row, rates),
    lat: row.lat,
    lng: row.lng,
    salesIntro: row.sales_intro,
    salesAddress: row.sales_address,
    landTenureYears: row.land_tenure_years,
    decoration: row.decoration,
    plotRatio: row.plot_ratio,
    greeningRatio: row.greening_ratio,
    householdCount: row.household_count,
    managementFeePerM2: row.management_fee_m2,
    agent: { name: row.agent.name[language], company: row.agent.company[language], phone: row.agent.phone, licenceNo: row.agent.licenceNo },
    floorplans: plans.map((p) => {
      const total = p.total_price === null ? null : Number(p.total_price);
      return {
        floorplanId: p.id, name: p.name, bedrooms: p.bedrooms, livingRooms: p.living_rooms, bathrooms: p.bathrooms,
        areaM2: p.area_m2, areaFt2: ft2(p.area_m2), orientation: p.orientation, unitCount: p.unit_count,
        totalPrice: total, totalPriceHkd: total === null ? null : Math.round(total * rate.hkdPerUnit), description: p.description,
      };
    }),
    salePermits: permits.map((p) => ({ permitNo: p.permit_no, issuedOn: p.issued_on, buildings: p.buildings, unitCount: p.unit_count, areaM2: p.area_m2 })),
  };
}

/**
 * Turns the search filter of spec 3.3 into SQL conditions on `listings l`. Every condition is a
 * parameterized expression; dictionary codes are parsed as 'min-max' ranges (a 400 naming the
 * field otherwise). Only visible statuses are searched.
 */
import type { PropertyFilter } from '@portal/shared/contracts';
import { VISIBLE_STATUSES } from './labels';
import { likeEscape, parseRange, type Params } from './sql';

/** The price column for the filter's kind of listing. */
export function priceColumn(rentalType: number | undefined): string {
  if (rentalType === 2) return 'l.rent_price';
  if (rentalType === 1) return 'l.sale_price';
  return 'coalesce(l.sale_price, l.rent_price)';
}

/** Adds `col` within a dictionary band (upper bound exclusive unless `inclusive`) and min/max bounds. */
function range(
  where: string[], p: Params, col: string, field: string,
  code: string | undefined, min: number | undefined, max: number | undefined, inclusive = false,
): void {
  if (code) {
    const [lo, hi] = parseRange(code, field);
    where.push(`${col} >= ${p.num(lo)}`, `${col} ${inclusive ? '<=' : '<'} ${p.num(hi)}`);
  }
  if (min !== undefined) where.push(`${col} >= ${p.num(min)}`);
  if (max !== undefined) where.push(`${col} <= ${p.num(max)}`);
}

export interface FilterOptions {
  /** leave these fields out (the statistics call of a field ignores its own filter) */
  omit?: ReadonlyArray<'price' | 'saleableArea' | 'buildingArea' | 'buildingAge' | 'roomNumbers'>;
}

export function propertyWhere(f: PropertyFilter, p: Params, opts: FilterOptions = {}): string[] {
  const omit = new Set(opts.omit ?? []);
  const w: string[] = [`l.status IN (${VISIBLE_STATUSES.join(',')})`];
  // the two kinds are written as constants: a generic plan of a prepared statement can then use
  // the partial indexes of one kind (WHERE rental_type = 1), which a parameter would not prove
  if (f.rentalType === 1 || f.rentalType === 2) w.push(`l.rental_type = ${f.rentalType}`);
  else if (f.rentalType !== undefined) w.push(`l.rental_type = ${p.add(f.rentalType)}`);
  if (f.isServiced !== undefined) w.push(`l.is_serviced = ${p.add(f.isServiced)}`);
  const estates = [...(f.estateIds ?? []), ...(f.estateMainIds ?? [])];
  if (estates.length) w.push(`l.estate_id = ANY(${p.add(estates)}::int[])`);
  if (f.estateSecondeIds?.length) {
    w.push(`l.building_id IN (SELECT id FROM estate_buildings WHERE phase_id = ANY(${p.add(f.estateSecondeIds)}::int[]))`);
  }
  if (f.keywords) {
    const compact = p.add(`%${likeEscape(f.keywords.toLowerCase().replace(/\s+/g, ''))}%`);
    const words = f.keywords.split(/\s+/).filter(Boolean).slice(0, 5);
    // l.search_text: title and address in three languages, trigram-indexed (migration 0003)
    const all = words.map((word) => `l.search_text ILIKE ${p.add(`%${likeEscape(word)}%`)}`).join(' AND ');
    w.push(`(l.estate_id IN (SELECT id FROM estates WHERE search_key LIKE ${compact})
      OR l.listing_no = ${p.add(f.keywords)} OR (${all}))`);
  }
  // each area field holds one code or several, comma-separated (hk05hk06: either district); one
  // code is an equality, so that an index keyed by district and then by the order reads in order
  const anyOf = (codes: string) => {
    const list = codes.split(',').map((c) => c.trim()).filter(Boolean);
    return list.length === 1 ? p.add(list[0]) : `ANY(${p.add(list)}::text[])`;
  };
  if (f.regionType === 1) {
    for (const c of [f.regionCode, f.zoneCode, f.gscopeCode].filter((x): x is string => !!x)) {
      const v = anyOf(c);
      w.push(`(l.region_code = ${v} OR l.district_code = ${v} OR l.area_code = ${v})`);
    }
  } else {
    if (f.regionCode) w.push(`l.region_code = ${anyOf(f.regionCode)}`);
    if (f.zoneCode) w.push(`l.district_code = ${anyOf(f.zoneCode)}`);
    if (f.gscopeCode && f.districtTab === 1) w.push(`l.primary_school_net = ${anyOf(f.gscopeCode)}`);
    else if (f.gscopeCode) w.push(`l.area_code = ${anyOf(f.gscopeCode)}`);
  }
  if (f.LineId !== undefined) w.push(`${p.add(f.LineId)}::int = ANY(l.line_ids)`);
  if (f.StationIds?.length) w.push(`l.station_id = ANY(${p.add(f.StationIds)}::int[])`);
  if (!omit.has('price')) range(w, p, priceColumn(f.rentalType), 'body.priceCode', f.priceCode, f.minPriceValue, f.maxPriceValue);
  if (!omit.has('saleableArea')) {
    range(w, p, 'l.saleable_area', 'body.saleableArea', f.saleableArea, f.minSaleableArea, f.maxSaleableArea);
  }
  if (!omit.has('buildingArea')) {
    range(w, p, 'l.building_area', 'body.buildingArea', f.buildingArea, f.minBuildingArea, f.maxBuildingArea);
  }
  if (!omit.has('buildingAge')) {
    range(w, p, 'l.building_age', 'body.buildingAge', f.buildingAge, f.minBuildingAge, f.maxBuildingAge, true);
  }
  if (f.propertyTag?.length) w.push(`l.property_tags @> ${p.add(f.propertyTag)}::int[]`);
  if (f.propertyLabel?.length) w.push(`l.property_labels @> ${p.add(f.propertyLabel)}::int[]`);
  if (f.rentLabel?.length) w.push(`l.rent_labels @> ${p.add(f.rentLabel)}::int[]`);
  if (f.facilities?.length) w.push(`l.facility_ids @> ${p.add(f.facilities)}::int[]`);
  if (f.roomNumbers?.length && !omit.has('roomNumbers')) {
    const top = Math.max(...f.roomNumbers);
    // the largest RoomNumber band (5) means "5 or more"
    w.push(top >= 5
      ? `(l.room_number = ANY(${p.add(f.roomNumbers)}::int[]) OR l.room_number >= 5)`
      : `l.room_number = ANY(${p.add(f.roomNumbers)}::int[])`);
  }
  if (f.unitFloors?.length) w.push(`l.floor_level = ANY(${p.add(f.unitFloors)}::int[])`);
  if (f.propertySourceList?.length) w.push(`l.property_source = ANY(${p.add(f.propertySourceList)}::int[])`);
  // the visible statuses stay the outer bound: a state outside them selects nothing
  if (f.saleStatuses?.length) w.push(`l.status = ANY(${p.add(f.saleStatuses)}::int[])`);
  if (f.intakeTime?.length) w.push(intakeCondition(p, f.intakeTime));
  if (f.developers?.length) {
    w.push(`l.estate_id IN (SELECT id FROM estates WHERE developer_id = ANY(${p.add(f.developers)}::int[]))`);
  }
  if (f.propertyCategory !== undefined) w.push(`l.property_category = ${p.add(f.propertyCategory)}`);
  if (f.subCategory !== undefined) w.push(`l.sub_category = ${p.add(f.subCategory)}`);
  if (f.SaleForm !== undefined) w.push(`l.sale_form = ${p.add(f.SaleForm)}`);
  if (f.topTypes?.length) w.push(`l.top_type = ANY(${p.add(f.topTypes)}::int[])`);
  if (f.storeId !== undefined) w.push(storeCondition(p, f.storeId));
  if (f.companyId !== undefined) w.push(`l.company_id = ${p.add(f.companyId)}`);
  if (f.accountId !== undefined) w.push(`l.agent_id = ${p.add(f.accountId)}`);
  if (f.relatedAccountId !== undefined) w.push(`l.owner_user_id = ${p.add(f.relatedAccountId)}`);
  return w;
}

/**
 * A store is a branch of an agency: store id = agency id x 100 + branch number (1-based, the
 * order of companies.branches). Its listings are those of the agency's agents based in the
 * branch's district (an agent's first district is the branch's).
 */
function storeCondition(p: Params, storeId: number): string {
  if (storeId % 100 === 0) return 'false';
  const company = p.add(Math.floor(storeId / 100));
  const branch = p.add((storeId % 100) - 1);
  return `l.company_id = ${company} AND l.agent_id IN (SELECT a.id FROM agents a JOIN companies c ON c.id = a.company_id
    WHERE c.id = ${company} AND a.district_codes[1] = c.branches->(${branch}::int)->>'districtCode')`;
}

/** The estate was taken in (its occupation date) within one of the year ranges ('2024-2025'). */
function intakeCondition(p: Params, codes: readonly string[]): string {
  const years = codes.map((code) => parseRange(code, 'body.intakeTime'));
  const any = years.map(([lo, hi]) => `extract(year FROM e.occupation_date) BETWEEN ${p.num(lo)} AND ${p.num(hi)}`).join(' OR ');
  return `l.estate_id IN (SELECT e.id FROM estates e WHERE ${any})`;
}

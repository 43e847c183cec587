/** Agencies (companies) and agents with the agent sorts of spec 3.4. */
import type { Db, Row } from '../../db/index';
import { notFound } from '../../http/errors';
import { toAgent } from './estate-detail';
import { localizeDeep } from './labels';
import { int, likeEscape, mediaUrl, Params, paging, str, tr, type Lang } from './sql';

const COMPANY_COLUMNS = `c.id, ${tr('c.name')} AS name, ${tr('c.address')} AS address, c.license, c.phones, c.branches, c.logo,
  (SELECT count(*)::int FROM agents a WHERE a.company_id = c.id) AS agents,
  (SELECT count(*)::int FROM agents a WHERE a.company_id = c.id AND a.is_partner) AS partners,
  c.sale_count, c.rent_count`;

const toCompany = (r: Row, lang: Lang) => ({
  companyID: int(r.id), companyNameWithCulture: String(r.name), addressWithCulture: String(r.address), license: String(r.license),
  phones: (r.phones as string[]) ?? [],
  // a store id is the agency id x 100 + the branch number (1-based); SearchProperty's storeId takes it
  branches: ((r.branches as Record<string, unknown>[]) ?? []).map((b, i) => ({ storeId: int(r.id) * 100 + i + 1, ...(localizeDeep(b, lang) as object) })),
  logo: mediaUrl(str(r.logo)), agentCount: int(r.agents), partnerCount: int(r.partners), saleCount: int(r.sale_count), rentCount: int(r.rent_count),
});

export async function company(db: Db, lang: Lang, id: number) {
  const r = await db.one(`SELECT ${COMPANY_COLUMNS} FROM companies c WHERE c.id = $2`, [lang, id]);
  if (!r) throw notFound('query.companyId');
  return toCompany(r, lang);
}

const COMPANY_ORDERS: Record<string, string> = {
  AgentCount: 'agents ASC', AgentCountDesc: 'agents DESC', PropertySaleCount: 'c.sale_count ASC',
  PropertySaleCountDesc: 'c.sale_count DESC', PropertyRentCount: 'c.rent_count ASC', PropertyRentCountDesc: 'c.rent_count DESC',
};
const AGENT_ORDERS: Record<string, string> = {
  PropertySaleCount: 'a.sale_count ASC', PropertySaleCountDesc: 'a.sale_count DESC',
  PropertyRentCount: 'a.rent_count ASC', PropertyRentCountDesc: 'a.rent_count DESC',
};

const nameLike = (col: string, p: Params, kw: string) =>
  `concat_ws(' ', ${col}->>'zh-hk', ${col}->>'zh-cn', ${col}->>'en-us') ILIKE ${p.add(`%${likeEscape(kw)}%`)}`;

export async function searchCompanies(db: Db, lang: Lang, b: {
  pageIndex?: number; pageCount?: number; order?: string; keywords?: string; zoneCode?: string;
}) {
  const { pageIndex, pageCount, offset } = paging(b);
  const where = (p: Params) => {
    const w = ['true'];
    if (b.keywords) w.push(nameLike('c.name', p, b.keywords));
    // an agency is in a district when one of its branches is
    if (b.zoneCode) w.push(`c.branches @> ${p.add(JSON.stringify([{ districtCode: b.zoneCode }]))}::jsonb`);
    return w.join(' AND ');
  };
  const p = new Params();
  p.add(lang);
  const rows = await db.query(
    `SELECT ${COMPANY_COLUMNS} FROM companies c WHERE ${where(p)}
     ORDER BY ${(b.order && COMPANY_ORDERS[b.order]) || 'c.sale_count + c.rent_count DESC'}, c.id LIMIT ${p.add(pageCount)} OFFSET ${p.add(offset)}`,
    p.values,
  );
  const total = await countWhere(db, 'companies c', where);
  return { items: rows.map((r) => toCompany(r, lang)), total, pageIndex, pageCount };
}

async function countWhere(db: Db, from: string, where: (p: Params) => string) {
  const p = new Params();
  const w = where(p);
  return int((await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${from} WHERE ${w}`, p.values))?.n);
}

export async function searchAgents(db: Db, lang: Lang, b: {
  pageIndex?: number; pageCount?: number; order?: string; keywords?: string; companyId?: number; isPartner?: boolean; zoneCode?: string;
}) {
  const { pageIndex, pageCount, offset } = paging(b);
  const where = (p: Params) => {
    const w = ['true'];
    if (b.keywords) w.push(`(${nameLike('a.name', p, b.keywords)} OR a.license = ${p.add(b.keywords)})`);
    if (b.companyId !== undefined) w.push(`a.company_id = ${p.add(b.companyId)}`);
    if (b.isPartner !== undefined) w.push(`a.is_partner = ${p.add(b.isPartner)}`);
    if (b.zoneCode) w.push(`${p.add(b.zoneCode)} = ANY(a.district_codes)`);
    return w.join(' AND ');
  };
  const p = new Params();
  p.add(lang);
  const rows = await db.query(
    `SELECT a.id, a.license, a.is_partner, a.company_id, a.phone, a.whatsapp, a.avatar, a.district_codes, a.sale_count, a.rent_count, ${tr('a.name')} AS name, ${tr('c.name')} AS company_name
     FROM agents a LEFT JOIN companies c ON c.id = a.company_id WHERE ${where(p)}
     ORDER BY ${(b.order && AGENT_ORDERS[b.order]) || 'a.rank_score DESC'}, a.id LIMIT ${p.add(pageCount)} OFFSET ${p.add(offset)}`,
    p.values,
  );
  return { items: rows.map(toAgent), total: await countWhere(db, 'agents a', where), pageIndex, pageCount };
}

export async function agent(db: Db, lang: Lang, id: number) {
  const r = await db.one(
    `SELECT a.id, a.license, a.is_partner, a.company_id, a.phone, a.whatsapp, a.avatar, a.district_codes, a.sale_count, a.rent_count, ${tr('a.name')} AS name, ${tr('c.name')} AS company_name FROM agents a LEFT JOIN companies c ON c.id = a.company_id WHERE a.id = $2`,
    [lang, id],
  );
  if (!r) throw notFound('query.agentId');
  return toAgent(r);
}

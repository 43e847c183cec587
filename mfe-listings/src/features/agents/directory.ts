/**
 * The state of an agency, partner or agent directory: page, agent sort, district and keyword.
 * Agency and partner lists keep it in the filter segment of spec 2.8 (`f` the page index on these
 * pages, `u` the sort, `hk` the district, `key` the keyword in the query); /agent-list has no
 * segment, so it keeps the same codes in its query (?f=2&u=3&hk=05&key=...).
 */
import { districtCode, parse, serialize, type ListFilter } from '@portal/shared/url';
import { agentOrderOf, urlOrderOf, type AgentOrder } from './agent-sort';

export interface Directory {
  page: number;
  order: AgentOrder;
  /** district id 01..18 of the list URL */
  districtId?: string;
  keyword?: string;
}

export const FIRST_PAGE: Directory = { page: 1, order: 'Default' };

const pageOf = (value: string | undefined) => {
  const n = Number(value);
  return value !== undefined && Number.isInteger(n) && n >= 1 ? n : 1;
};

/** A directory read from a parsed list filter; the codec's `g` page is read when `f` is absent. */
export function directoryOfFilter(filter: ListFilter): Directory {
  const dir: Directory = { page: filter.codes.f ? pageOf(filter.codes.f[0]) : (filter.page ?? 1), order: agentOrderOf(filter.order) };
  if (filter.codes.hk?.[0]) dir.districtId = filter.codes.hk[0];
  if (filter.query.key) dir.keyword = filter.query.key;
  return dir;
}

/** The directory of a filter segment and query, or null when the segment is not valid. */
export function directoryOfSegment(segment: string | undefined, search: string): Directory | null {
  const filter = parse(segment ?? '', search.replace(/^\?/, ''));
  return filter ? directoryOfFilter(filter) : null;
}

/** The filter segment and query of a directory (page 1 and the default sort are not written). */
export function segmentOf(dir: Directory): { segment: string; query: string } {
  const order = urlOrderOf(dir.order);
  const filter: ListFilter = { codes: {}, query: {} };
  if (dir.districtId) filter.codes.hk = [dir.districtId];
  if (dir.page > 1) filter.codes.f = [String(dir.page)];
  if (order !== undefined) filter.order = order;
  if (dir.keyword) filter.query.key = dir.keyword;
  return serialize(filter);
}

/** /agent-list keeps the same codes in its query. */
export function directoryOfQuery(search: string): Directory {
  const q = new URLSearchParams(search.replace(/^\?/, ''));
  const u = Number(q.get('u'));
  const dir: Directory = { page: pageOf(q.get('f') ?? undefined), order: agentOrderOf(Number.isInteger(u) ? u : undefined) };
  const hk = q.get('hk');
  if (hk && /^\d{2}$/.test(hk) && Number(hk) >= 1 && Number(hk) <= 18) dir.districtId = hk;
  const key = q.get('key')?.trim();
  if (key) dir.keyword = key;
  return dir;
}

export function queryOf(dir: Directory): Record<string, string | undefined> {
  const order = urlOrderOf(dir.order);
  return {
    key: dir.keyword, hk: dir.districtId, u: order === undefined ? undefined : String(order), f: dir.page > 1 ? String(dir.page) : undefined,
  };
}

/** A change of sort, district or keyword goes back to page 1. */
export function withChange(dir: Directory, change: Partial<Omit<Directory, 'page'>>): Directory {
  const next: Directory = { ...dir, ...change, page: 1 };
  if (!next.districtId) delete next.districtId;
  if (!next.keyword) delete next.keyword;
  return next;
}

/** The API's district code ('KLN-YTM') of a directory's district. */
export function zoneCodeOf(dir: Directory): string | undefined {
  return dir.districtId ? districtCode(dir.districtId) : undefined;
}

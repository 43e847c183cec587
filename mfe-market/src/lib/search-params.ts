/** The state of a market page is its query string (spec 2.8: the URL is a list page's state). */

/** `value` when it is one of `allowed`, else `fallback` */
export function oneOf<T extends string>(value: string | null | undefined, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/** ?page=n: a whole number from 1 to 10,000, else 1 */
export function pageParam(params: URLSearchParams): number {
  const n = Number(params.get('page'));
  return Number.isInteger(n) && n > 1 && n <= 10_000 ? n : 1;
}

/** a code of letters, digits and dashes (a region or district), else undefined */
export function codeParam(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name)?.trim();
  return value && /^[A-Za-z0-9-]{1,20}$/.test(value) ? value : undefined;
}

/** a non-negative amount, else undefined */
export function amountParam(params: URLSearchParams, name: string): number | undefined {
  const raw = params.get(name)?.trim();
  if (!raw) return undefined;
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 && n <= 1e11 ? n : undefined;
}

/** a calendar day yyyy-mm-dd, else undefined */
export function dayParam(params: URLSearchParams, name: string): string | undefined {
  const raw = params.get(name)?.trim() ?? '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(raw)) return undefined;
  const date = new Date(`${raw}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(raw) ? raw : undefined;
}

/**
 * The path with the query changed: `changes` set (a value) or drop (undefined or '') their
 * params; any change but the page's own goes back to page 1.
 */
export function withParams(pathname: string, search: string, changes: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams(search);
  if (!('page' in changes)) params.delete('page');
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '' || (key === 'page' && value === 1)) params.delete(key);
    else params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

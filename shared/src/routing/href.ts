import { withLocale, DEFAULT_LOCALE, type Locale } from './locale';
import { buildPath, isValidParam } from './patterns';
import { type RouteName, getRoute } from './routes';
import { COMPILED } from './table';

export type HrefParams = Record<string, string | number | undefined>;

/** A query string ('' or '?a=1&b=2') from a record; undefined and '' values are left out. */
export function queryString(query?: HrefParams): string {
  if (!query) return '';
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') qs.append(k, String(v));
  const s = qs.toString();
  return s ? `?${s}` : '';
}

/**
 * The link to a route. The first pattern whose params are exactly the given (defined) ones is used.
 * Throws on a param set no pattern takes or a value its kind rejects: a bad link is a bug to see early.
 */
export function href(name: RouteName, params: HrefParams = {}, locale: Locale = DEFAULT_LOCALE, query?: HrefParams): string {
  const route = getRoute(name);
  const given: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') given[k] = String(v);
  const keys = Object.keys(given).sort().join(',');
  const pattern = (COMPILED.get(name) ?? []).find((p) => [...p.paramNames].sort().join(',') === keys);
  if (!pattern) throw new Error(`href: route ${name} has no pattern taking params {${keys}}`);
  for (const [k, v] of Object.entries(given)) {
    const kind = route.params?.[k] ?? 'segment';
    if (!isValidParam(kind, v)) throw new Error(`href: ${name} param ${k}="${v}" is not a valid ${kind}`);
  }
  return withLocale(buildPath(pattern, given), locale) + queryString(query);
}

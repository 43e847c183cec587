import { localeOfPath, stripLocale, withLocale, DEFAULT_LOCALE, type Locale } from './locale';
import { compilePattern, matchSegments, type CompiledPattern } from './patterns';
import type { RouteDef } from './routes';
import { MATCH_ORDER } from './table';

export type MatchResult =
  | { kind: 'route'; route: RouteDef; params: Record<string, string>; locale: Locale }
  | { kind: 'redirect'; to: string; status: 301 | 302 }
  | { kind: 'notFound'; locale: Locale };

interface Redirect { from: CompiledPattern; to: (p: Record<string, string>) => string }

const redirect = (from: string, kinds: Record<string, 'digits' | 'segment' | 'rest'>, to: Redirect['to']): Redirect => ({
  from: compilePattern(from, kinds),
  to,
});

/** Spec 2.2 and 2.3 redirects (permanent). */
const REDIRECTS: readonly Redirect[] = [
  redirect('/aboutus/*', { rest: 'rest' }, () => '/aboutus/'),
  redirect('/news/:id.html', { id: 'digits' }, (p) => `/news/${p.id}/`),
  redirect('/news/b:bId/:tertiary/*', { bId: 'digits', tertiary: 'segment', rest: 'rest' },
    (p) => `/news/b${p.bId}/${encodeURIComponent(p.tertiary as string)}/`),
];

function decodeSegments(path: string): string[] | null {
  try {
    return path.split('/').filter((s) => s.length > 0).map((s) => decodeURIComponent(s));
  } catch {
    return null;
  }
}

const withSearch = (to: string, search: string) => (search && search !== '?' ? to + (search.startsWith('?') ? search : `?${search}`) : to);

/** Resolves a browser path (with or without a locale prefix) to a route, a redirect or a 404. */
export function match(pathname: string, search = ''): MatchResult {
  const q = pathname.indexOf('?');
  const path = q >= 0 ? pathname.slice(0, q) : pathname;
  const query = search || (q >= 0 ? pathname.slice(q) : '');
  if (path === `/${DEFAULT_LOCALE}` || path.startsWith(`/${DEFAULT_LOCALE}/`)) {
    return { kind: 'redirect', to: withSearch(path.slice(DEFAULT_LOCALE.length + 1) || '/', query), status: 301 };
  }
  const locale = localeOfPath(path);
  const segs = decodeSegments(stripLocale(path));
  if (!segs) return { kind: 'notFound', locale };
  for (const r of REDIRECTS) {
    const p = matchSegments(r.from, segs);
    if (p) return { kind: 'redirect', to: withSearch(withLocale(r.to(p), locale), query), status: 301 };
  }
  for (const { route, pattern } of MATCH_ORDER) {
    const params = matchSegments(pattern, segs);
    if (params) return { kind: 'route', route, params, locale };
  }
  return { kind: 'notFound', locale };
}

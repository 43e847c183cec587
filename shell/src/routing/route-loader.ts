/**
 * The loader of the one catch-all route: resolves the path with the shared route table and
 * runs before every navigation (react-router owns history). Redirects (spec 2.2, 2.3, and the
 * root redirect of 2.1 from the cookie or browser language) are thrown as react-router redirects;
 * a path outside the table resolves to the 404 page.
 */
import { hasTokenCookie } from '@portal/shared/api';
import { rootRedirect, setLocaleCookie } from '@portal/shared/i18n';
import { localeOfPath, match, type Locale, type RouteDef } from '@portal/shared/routing';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { applyLocale } from '../i18n/setup';
import { GuardRedirect, ROUTE_MIDDLEWARE, runGuards } from './guards';

export type RouteData =
  | { kind: 'route'; route: RouteDef; params: Record<string, string>; locale: Locale; search: string; pathname: string }
  | { kind: 'notFound'; locale: Locale; pathname: string };

/** The page of a path that is neither redirected nor guarded: the route, or the 404 page. */
export function routeDataOf(url: URL): RouteData {
  const result = match(url.pathname, url.search);
  if (result.kind === 'route') {
    return { kind: 'route', route: result.route, params: result.params, locale: result.locale, search: url.search, pathname: url.pathname };
  }
  return { kind: 'notFound', locale: result.kind === 'notFound' ? result.locale : localeOfPath(url.pathname), pathname: url.pathname };
}

export async function routeLoader({ request }: LoaderFunctionArgs): Promise<RouteData> {
  const url = new URL(request.url);
  if (url.pathname === '/') {
    // spec 2.1: on the root only, from the cookie or the browser language; the cookie then
    // remembers the choice, so the user's own switch back to zh-hk is never undone
    const to = rootRedirect({ cookie: document.cookie, navigatorLanguages: navigator.languages, pathname: url.pathname });
    if (to) {
      setLocaleCookie(localeOfPath(to));
      throw redirect(to + url.search);
    }
  }
  const result = match(url.pathname, url.search);
  if (result.kind === 'redirect') throw redirect(result.to, result.status);
  if (result.kind === 'notFound') {
    await applyLocale(result.locale);
    return { kind: 'notFound', locale: result.locale, pathname: url.pathname };
  }
  try {
    await runGuards(ROUTE_MIDDLEWARE, { route: result.route, locale: result.locale, url, signedIn: hasTokenCookie(), applyLocale });
  } catch (error) {
    if (error instanceof GuardRedirect) throw redirect(error.to);
    throw error;
  }
  return routeDataOf(url);
}

/**
 * Spec 2.7 and 6: an authentication check and a language check run before each route, as named
 * middleware. A name with no guard is an error (spec 8: 'Unknown middleware' plus its name, 500).
 */
import { getRoute, href, type Locale, type RouteDef } from '@portal/shared/routing';
import { StatusError } from '../errors/error-status';

export interface GuardContext {
  route: RouteDef;
  locale: Locale;
  url: URL;
  /** a member is signed in on this browser (@portal/shared/api hasTokenCookie: the API's cookie is HttpOnly) */
  signedIn: boolean;
  /** switches the whole app (i18n, <html lang>, API language) to the route's locale */
  applyLocale: (locale: Locale) => Promise<void>;
}

/** A guard's answer "go there instead"; the route loader turns it into a router redirect. */
export class GuardRedirect {
  constructor(readonly to: string) {}
}

type Guard = (ctx: GuardContext) => Promise<void> | void;

export const GUARDS: Record<string, Guard> = {
  /** member-only routes send visitors to sign-in, with the way back */
  auth: ({ route, signedIn, locale, url }) => {
    if (!route.auth || signedIn) return;
    throw new GuardRedirect(href(getRoute('signIn').name, {}, locale, { redirect: url.pathname + url.search }));
  },
  /** the language of the path is the language of the page */
  language: ({ locale, applyLocale }) => applyLocale(locale),
};

/** the middleware every route runs, in order */
export const ROUTE_MIDDLEWARE = ['auth', 'language'] as const;

export async function runGuards(names: readonly string[], ctx: GuardContext): Promise<void> {
  for (const name of names) {
    const guard = Object.prototype.hasOwnProperty.call(GUARDS, name) ? GUARDS[name] : undefined;
    if (!guard) throw new StatusError(500, `Unknown middleware: ${name}`);
    await guard(ctx);
  }
}

import { href, isRouteName, type Locale } from '@portal/shared/routing';

/** The address of a link the API gives by the route table's name, or null when the table has no such link. */
export function linkHref(link: { route: string; params: Record<string, string> } | null, locale: Locale): string | null {
  if (!link || !isRouteName(link.route)) return null;
  try {
    return href(link.route, link.params, locale);
  } catch {
    return null;
  }
}

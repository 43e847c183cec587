/**
 * The tabs of a development page (spec 2.6), each its own address: /new-property-{id}.html is the
 * introduction, /new-property-{id}/{tab} every other tab (the sales terms link to them by name).
 */
import { href, type Locale } from '@portal/shared/routing';

export const DEVELOPMENT_TABS = [
  'intro', 'units', 'floors', 'price-list', 'discounts', 'payment-plans', 'sales-status', 'floor-plans', 'priced-floor-plans',
  'recommendations', 'mortgage', 'brochure', 'arrangements', 'transactions', 'links', 'layouts',
] as const;
export type DevelopmentTab = (typeof DEVELOPMENT_TABS)[number];

/** The tab of a tertiary path segment (none: the introduction), or null when there is no such tab. */
export function tabOf(tertiary: string | undefined): DevelopmentTab | null {
  if (tertiary === undefined || tertiary === '') return 'intro';
  return (DEVELOPMENT_TABS as readonly string[]).includes(tertiary) ? (tertiary as DevelopmentTab) : null;
}

/** The address of a tab; `query` carries the tab's own state (a unit, the price list's filter). */
export function tabHref(estateId: number, tab: DevelopmentTab, locale: Locale, query?: Record<string, string | number | undefined>): string {
  const propertyId = String(estateId);
  return tab === 'intro'
    ? href('newPropertyDetail', { propertyId }, locale, query)
    : href('newPropertyDetail', { propertyId, tertiary: tab }, locale, query);
}

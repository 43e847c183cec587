import { href, type Locale } from '@portal/shared/routing';
import { serializeGbaFilter, type GbaFilter } from '@portal/shared/url';

/** the list's URL for a filter: /greater-bay-area, or /greater-bay-area/c2p3/ */
export function gbaListHref(filter: GbaFilter, locale: Locale): string {
  const segment = serializeGbaFilter(filter);
  return href('gbaList', segment ? { filter: segment } : {}, locale);
}

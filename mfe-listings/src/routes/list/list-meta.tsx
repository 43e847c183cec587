import { useApi } from '@portal/shared/api';
import type { Gscope } from '@portal/shared/contracts';
import { getGscope } from '@portal/shared/endpoints';
import type { Locale } from '@portal/shared/routing';
import { listTitle, usePageMeta, type ListWordsKind } from '@portal/shared/seo';
import { SALE_PRICE_UNIT, districtCode, priceRangeOf, regionCode, subAreaCode, type ListFilter } from '@portal/shared/url';

/** result pages after this one are not indexed (they repeat what the first pages lead to) */
export const INDEXED_PAGES = 5;

function placeNames(tree: readonly Gscope[] | undefined, filter: ListFilter): string[] {
  const wanted = [
    ...(filter.codes.hma ?? []).map(regionCode),
    ...(filter.codes.hk ?? []).map(districtCode),
    ...(filter.codes.hmm ?? []).map(subAreaCode),
  ];
  const names = new Map<string, string>();
  for (const region of tree ?? []) {
    names.set(region.gscopeCode, region.gscopeNameWithCulture);
    for (const district of region.children) {
      names.set(district.gscopeCode, district.gscopeNameWithCulture);
      for (const area of district.children) names.set(area.gscopeCode, area.gscopeNameWithCulture);
    }
  }
  return wanted.flatMap((code) => names.get(code) ?? []);
}

/** the price bounds of the filter in HKD: a price band, or the entered min/max (sale in 10K) */
function priceBounds(kind: ListWordsKind, filter: ListFilter): { priceMin?: number; priceMax?: number } {
  const band = filter.codes.p?.length === 1 ? priceRangeOf(kind, filter.codes.p[0]!) : undefined;
  if (band) {
    const [min, max] = band.split('-').map(Number);
    return { priceMin: min || undefined, priceMax: max || undefined };
  }
  const unit = kind === 'buy' ? SALE_PRICE_UNIT : 1;
  return { priceMin: filter.query.pmin && filter.query.pmin * unit, priceMax: filter.query.pmax && filter.query.pmax * unit };
}

/**
 * A list page's title in words ('Sha Tin 2-bedroom flats for sale under $6M'); its pages after
 * the fifth ask for noindex. Place names come from GetGscope (rendered on the server with the page).
 */
export function useListMeta(kind: ListWordsKind, filter: ListFilter, locale: Locale): void {
  const hasPlace = !!(filter.codes.hma?.length || filter.codes.hk?.length || filter.codes.hmm?.length);
  const gscope = useApi(getGscope, { language: locale, enabled: hasPlace, loadingBar: false });
  const ready = !hasPlace || !!gscope.data || !!gscope.error;
  const title = listTitle({
    kind,
    places: placeNames(gscope.data, filter),
    rooms: (filter.codes.i ?? []).map(Number).filter(Number.isInteger),
    keyword: filter.query.key,
    ...priceBounds(kind, filter),
  }, locale);
  usePageMeta(ready ? { title, noindex: (filter.page ?? 1) > INDEXED_PAGES } : null);
}

import { useApi } from '@portal/shared/api';
import type { INFORMATION_KINDS } from '@portal/shared/contracts';
import { getInformationCategories } from '@portal/shared/endpoints';
import type { Locale } from '@portal/shared/routing';

/** The name of a category of a kind of content (GetInformationCategories), once loaded. */
export function useCategoryName(kind: (typeof INFORMATION_KINDS)[number], id: number | undefined, locale: Locale): string | undefined {
  const state = useApi(getInformationCategories, { query: { kind }, language: locale });
  if (id === undefined) return undefined;
  return (state.data ?? []).flatMap((c) => [c, ...c.children]).find((c) => c.categoryID === id)?.nameWithCulture;
}

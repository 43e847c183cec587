import type { Subscription } from '@portal/shared/contracts';
import { getSavedSearches, type SavedSearch } from '@portal/shared/storage';
import { toSearchBody, type ListFilter, type ListKind } from '@portal/shared/url';

const KINDS = ['buy', 'rent', 'serviced'] as const satisfies readonly ListKind[];

export interface SavedChoice {
  key: string;
  label: string;
  propertyType: Subscription['propertyType'];
  /** the saved list filter as the alert's SearchProperty filter (no page, no order) */
  filter: Record<string, unknown>;
  searchConditions: string;
}

function toChoice(kind: ListKind, saved: SavedSearch, index: number): SavedChoice | undefined {
  try {
    const { pageIndex: _p, pageCount: _c, order: _o, ...filter } = toSearchBody(saved.filter as ListFilter, kind);
    return { key: `${kind}:${index}`, label: saved.searchConditions, propertyType: kind, filter, searchConditions: saved.searchConditions };
  } catch {
    return undefined;
  }
}

/** The searches saved on this browser that a subscription can start from (spec 4.8). */
export function savedSearchChoices(): SavedChoice[] {
  return KINDS.flatMap((kind) => getSavedSearches(kind).map((saved, i) => toChoice(kind, saved, i))).filter((c): c is SavedChoice => c !== undefined);
}

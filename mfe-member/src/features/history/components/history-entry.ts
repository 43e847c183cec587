import { formatMoney, formatRent } from '@portal/shared/format';
import { href, type Locale } from '@portal/shared/routing';
import type { HistoryEntry, HistoryType } from '@portal/shared/storage';

const ROUTES = { buy: 'saleDetail', rent: 'rentDetail', estate: 'estateDetail', new: 'newPropertyDetail' } as const;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * A visited item as its page stored it (spec 4.8: the card's fields): its title, where it is and
 * its price, and its page. Pages of other remotes store their own shapes, so every field is read
 * with care.
 */
export function historyRow(type: HistoryType, entry: HistoryEntry, locale: Locale): { title: string; facts: string[]; to: string | undefined } {
  const item = (typeof entry.item === 'object' && entry.item !== null ? entry.item : {}) as Record<string, unknown>;
  const title = text(item.titleWithCulture) ?? text(item.estateNameWithCulture) ?? text(item.nameWithCulture) ?? entry.id;
  const price = type === 'buy' ? formatMoney(num(item.salePrice), locale) : type === 'rent' ? formatRent(num(item.rentPrice), locale) : undefined;
  const facts = [text(item.regionNameWithCulture), price].filter((f): f is string => Boolean(f));
  let to: string | undefined;
  try {
    to = href(ROUTES[type], { propertyId: entry.id }, locale);
  } catch {
    to = undefined;
  }
  return { title, facts, to };
}

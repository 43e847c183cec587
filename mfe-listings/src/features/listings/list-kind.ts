import type { RouteName } from '@portal/shared/routing';
import type { ListKind } from '@portal/shared/url';

/** The list pages of this first version: buy (rentalType 1) and rent (rentalType 2). */
export type ListingKind = Extract<ListKind, 'buy' | 'rent'>;

export const LIST_ROUTE: Record<ListingKind, RouteName> = { buy: 'buyList', rent: 'rentList' };
export const DETAIL_ROUTE: Record<ListingKind, RouteName> = { buy: 'saleDetail', rent: 'rentDetail' };

export function kindOfRentalType(rentalType: number): ListingKind {
  return rentalType === 2 ? 'rent' : 'buy';
}

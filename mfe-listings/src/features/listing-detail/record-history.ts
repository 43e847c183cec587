import type { PropertyDetail } from '@portal/shared/contracts';
import { addHistory } from '@portal/shared/storage';

/**
 * Spec 4.8: a viewed listing goes to the front of BuyHistoryList or RentHistoryList. The list
 * keeps the card fields only, so the history page can show it without another call.
 */
export function recordBrowseHistory(p: PropertyDetail): void {
  const { descriptionWithCulture: _d, photos: _p, facilities: _f, parking: _k, ...card } = p;
  addHistory(p.rentalType === 2 ? 'rent' : 'buy', p.propertyID, card);
}

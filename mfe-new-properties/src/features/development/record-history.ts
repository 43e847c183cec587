import { addHistory } from '@portal/shared/storage';
import type { NewEstateDetail } from '../../lib/new-estate-types';

/**
 * Spec 4.8: a viewed development goes to the front of NewHistoryList, as its list card (the
 * history page shows it without another call) with the latest price list number (spec 3.2).
 */
export function recordNewEstateHistory(estate: NewEstateDetail): void {
  const {
    carparkCount: _c, flatCarparkRatio: _r, primarySchoolNet: _p, primarySchoolNetNameWithCulture: _pn, secondarySchoolNet: _s,
    secondarySchoolNetNameWithCulture: _sn, station: _st, managementCompanyWithCulture: _m, showFlatLocationWithCulture: _sf,
    descriptionWithCulture: _d, brochureUrl: _b, photos: _ph, totalUnits: _t, availableUnits: _a, reservedUnits: _re, soldUnits: _so,
    priceSheets, ...card
  } = estate;
  const latest = priceSheets.reduce<number | null>((n, s) => (n === null || s.priceListNumber > n ? s.priceListNumber : n), null);
  addHistory('new', estate.estateId, { ...card, priceListNumber: latest });
}

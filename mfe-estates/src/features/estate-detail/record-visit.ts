import { addHistory } from '@portal/shared/storage';
import type { EstateDetail } from '../../lib/types';

/**
 * Spec 4.8: a viewed estate goes to the front of estateHistoryList (15 kept). The entry keeps the
 * estate's card fields, so the history list shows it without another call.
 */
export function recordEstateVisit(e: EstateDetail): void {
  const { trend: _t, phases: _p, facilities: _f, descriptionWithCulture: _d, ...card } = e;
  addHistory('estate', String(e.estateID), card);
}

import { getHistory, HISTORY_LIST_KEYS } from '@portal/shared/storage';
import { CARD, DETAIL } from '../../testing/new-estates';
import { recordNewEstateHistory } from './record-history';

describe('recordNewEstateHistory', () => {
  beforeEach(() => localStorage.clear());

  it('puts the development at the front of NewHistoryList as its card with the latest price list number', () => {
    recordNewEstateHistory({ ...DETAIL, estateId: 1, priceSheets: [] });
    recordNewEstateHistory({ ...DETAIL, priceSheets: [{ priceSheetID: 1, priceListNumber: 1, issuedAt: '2026-05-01', unitCount: 10 }, { priceSheetID: 2, priceListNumber: 3, issuedAt: '2026-06-01', unitCount: 5 }] });
    const list = getHistory<Record<string, unknown>>('new');
    expect(list.map((e) => e.id)).toEqual(['80019', '1']);
    expect(list[0]?.item).toEqual({ ...CARD, priceListNumber: 3 });
    expect(list[1]?.item.priceListNumber).toBeNull();
    expect(JSON.parse(localStorage.getItem('NewHistoryIdList') ?? '[]')).toEqual(['80019', '1']);
    expect(HISTORY_LIST_KEYS.new).toBe('NewHistoryList');
  });

  it('a revisit moves it back to the front', () => {
    recordNewEstateHistory(DETAIL);
    recordNewEstateHistory({ ...DETAIL, estateId: 2 });
    recordNewEstateHistory(DETAIL);
    expect(getHistory('new').map((e) => e.id)).toEqual(['80019', '2']);
  });
});

import {
  addHistory,
  clearHistory,
  getDeleteCounters,
  getHistory,
  getHistoryIds,
  getHistoryLists,
  removeHistory,
  syncDeleteCounters,
  HISTORY_ID_KEYS,
} from './index';

beforeEach(() => localStorage.clear());

describe('browse history (spec 4.8)', () => {
  it('keeps newest first, moves a revisit to the front and stores the id list alongside', () => {
    addHistory('buy', 1, { title: 'A' }, {}, 1);
    addHistory('buy', 2, { title: 'B' }, {}, 2);
    addHistory('buy', '3', { title: 'C' }, {}, 3);
    addHistory('buy', 1, { title: 'A2' }, { remark: 'sea view' }, 4);
    expect(getHistoryIds('buy')).toEqual(['1', '3', '2']);
    expect(getHistory('buy')[0]).toEqual({ id: '1', item: { title: 'A2' }, viewedAt: 4, remark: 'sea view' });
    expect(JSON.parse(localStorage.getItem('BuyHistoryList')!)).toHaveLength(3);
    expect(JSON.parse(localStorage.getItem(HISTORY_ID_KEYS.buy)!)).toEqual(['1', '3', '2']);
  });

  it('caps buy and rent at 30, estate and new at 15, dropping the oldest', () => {
    for (let i = 1; i <= 40; i++) {
      addHistory('rent', i, {}, {}, i);
      addHistory('estate', i, {}, {}, i);
      addHistory('new', i, {}, {}, i);
    }
    expect(getHistory('rent')).toHaveLength(30);
    expect(getHistoryIds('rent')[0]).toBe('40');
    expect(getHistoryIds('rent').at(-1)).toBe('11');
    expect(getHistory('estate')).toHaveLength(15);
    expect(getHistory('new')).toHaveLength(15);
    expect(localStorage.getItem('estateHistoryList')).not.toBeNull();
    expect(localStorage.getItem('NewHistoryList')).not.toBeNull();
  });

  it('keeps the types apart, removes one entry and clears a list', () => {
    addHistory('buy', 1, {});
    addHistory('rent', 1, {});
    addHistory('rent', 2, {});
    removeHistory('rent', 1);
    expect(getHistoryIds('rent')).toEqual(['2']);
    clearHistory('buy');
    expect(getHistory('buy')).toEqual([]);
    expect(localStorage.getItem(HISTORY_ID_KEYS.buy)).toBeNull();
  });

  it('returns all four lists by name for the parent frame', () => {
    addHistory('new', 9, { name: 'The Pavilia' });
    const lists = getHistoryLists();
    expect(Object.keys(lists).sort()).toEqual(['BuyHistoryList', 'NewHistoryList', 'RentHistoryList', 'estateHistoryList']);
    expect(lists.NewHistoryList.map((e) => e.id)).toEqual(['9']);
  });

  it('survives broken or foreign stored data', () => {
    localStorage.setItem('BuyHistoryList', '{not json');
    expect(getHistory('buy')).toEqual([]);
    localStorage.setItem('BuyHistoryList', JSON.stringify([{ id: '1', item: {}, viewedAt: 1 }, 42, { id: 2 }]));
    expect(getHistoryIds('buy')).toEqual(['1']);
    expect(addHistory('buy', 5, {})).toHaveLength(2);
  });
});

describe('delete counters', () => {
  it('records counters first, then clears a list whose counter changed', () => {
    addHistory('buy', 1, {});
    addHistory('estate', 1, {});
    expect(syncDeleteCounters([{ type: 'buy', count: 0 }, { type: 'estate', count: 2 }])).toEqual([]);
    expect(getHistoryIds('buy')).toEqual(['1']);
    expect(syncDeleteCounters([{ type: 'buy', count: 1 }, { type: 'estate', count: 2 }])).toEqual(['buy']);
    expect(getHistory('buy')).toEqual([]);
    expect(getHistoryIds('estate')).toEqual(['1']);
    expect(getDeleteCounters()).toEqual([
      { type: 'buy', count: 1 },
      { type: 'estate', count: 2 },
    ]);
  });
});

import { addHistory, getHistoryIds, getHistoryLists, readJson, removeKey, subscribeStorage, writeJson } from './index';

const realStorage = Object.getOwnPropertyDescriptor(window, 'localStorage')!;

/** the browser refuses storage, as in a cross-site frame: reading `localStorage` throws */
function refuseStorage(): void {
  Object.defineProperty(window, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  });
}

afterEach(() => {
  Object.defineProperty(window, 'localStorage', realStorage);
  localStorage.clear();
  for (const key of ['BuyHistoryList', 'BuyHistoryIdList', 'RentHistoryList', 'RentHistoryIdList', 'k']) removeKey(key);
});

describe('storage refused by the browser', () => {
  it('keeps the browse history in memory for the page, so the parent still gets it', () => {
    refuseStorage();
    addHistory('buy', 1, { title: 'A' }, {}, 1);
    addHistory('buy', 2, { title: 'B' }, {}, 2);
    addHistory('rent', 7, { title: 'C' }, {}, 3);
    expect(getHistoryIds('buy')).toEqual(['2', '1']);
    const lists = getHistoryLists();
    expect(lists.BuyHistoryList.map((e) => e.id)).toEqual(['2', '1']);
    expect(lists.RentHistoryList.map((e) => e.id)).toEqual(['7']);
  });

  it('notifies subscribers of writes and removals it keeps in memory, and reports them as not stored', () => {
    refuseStorage();
    const seen: Array<string | null> = [];
    const stop = subscribeStorage((key) => seen.push(key));
    expect(writeJson('k', { v: 1 })).toBe(false);
    expect(readJson('k', null)).toEqual({ v: 1 });
    removeKey('k');
    expect(readJson('k', null)).toBeNull();
    stop();
    expect(seen).toEqual(['k', 'k']);
  });

  it('keeps a value the quota refused, and gives way to the real storage once it accepts again', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    writeJson('k', 'in memory');
    expect(readJson('k', '')).toBe('in memory');
    setItem.mockRestore();
    expect(writeJson('k', 'stored')).toBe(true);
    expect(localStorage.getItem('k')).toBe('"stored"');
    expect(readJson('k', '')).toBe('stored');
  });
});

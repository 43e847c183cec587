import {
  addSavedSearch,
  clearSavedSearches,
  getCachedFlag,
  getSavedSearches,
  readJson,
  removeSavedSearch,
  setCachedFlag,
  writeJson,
  removeKey,
  featureFlagKey,
  savedSearchKey,
  FEATURE_FLAG_TTL_MS,
} from './index';

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('saved searches', () => {
  it('keeps newest first, replaces the same text, ignores empty text', () => {
    addSavedSearch('buy', 'Kowloon · 500-800萬', { r: 'KL' }, 1);
    addSavedSearch('buy', 'Sha Tin', { r: 'ST' }, 2);
    addSavedSearch('buy', '  ', { r: 'none' }, 3);
    addSavedSearch('buy', 'Kowloon · 500-800萬', { r: 'KL2' }, 4);
    const list = getSavedSearches('buy');
    expect(list.map((s) => s.searchConditions)).toEqual(['Kowloon · 500-800萬', 'Sha Tin']);
    expect(list[0]!.filter).toEqual({ r: 'KL2' });
    expect(getSavedSearches('rent')).toEqual([]);
  });

  it('holds at most 10 per type and can remove or clear', () => {
    for (let i = 1; i <= 12; i++) addSavedSearch('rent', `search ${i}`, {}, i);
    const list = getSavedSearches('rent');
    expect(list).toHaveLength(10);
    expect(list[0]!.searchConditions).toBe('search 12');
    expect(list.at(-1)!.searchConditions).toBe('search 3');
    expect(removeSavedSearch('rent', 'search 12')).toHaveLength(9);
    clearSavedSearches('rent');
    expect(getSavedSearches('rent')).toEqual([]);
  });
});

describe('feature-flag cache', () => {
  it('returns the value for 24 hours, then drops it', () => {
    setCachedFlag('housegpt', { enabled: true }, 1_000);
    expect(getCachedFlag('housegpt', 1_000 + FEATURE_FLAG_TTL_MS - 1)).toEqual({ enabled: true });
    expect(getCachedFlag('housegpt', 1_000 + FEATURE_FLAG_TTL_MS)).toBeUndefined();
    expect(localStorage.getItem('featureFlag:housegpt')).toBeNull();
    expect(getCachedFlag('unknown')).toBeUndefined();
  });

  it('caches false and zero values too', () => {
    setCachedFlag('off', false, 0);
    expect(getCachedFlag('off', 1)).toBe(false);
  });
});

describe('guarded access', () => {
  it('never throws when storage refuses (private mode, quota), and keeps the values for the page', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(writeJson('k', 1)).toBe(false);
    expect(readJson('k', 'fallback')).toBe(1);
    expect(() => addSavedSearch('buy', 'x', {})).not.toThrow();
    expect(() => setCachedFlag('f', 1)).not.toThrow();
    expect(getCachedFlag('f')).toBe(1);
    jest.restoreAllMocks();
    for (const key of ['k', featureFlagKey('f'), savedSearchKey('buy')]) removeKey(key);
  });

  it('falls back on unparsable JSON and on values the reader rejects', () => {
    localStorage.setItem('k', '{oops');
    expect(readJson('k', 7)).toBe(7);
    localStorage.setItem('k', '"text"');
    expect(readJson('k', 7, (v): v is number => typeof v === 'number')).toBe(7);
  });
});

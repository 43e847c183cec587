import { amountParam, codeParam, dayParam, oneOf, pageParam, withParams } from './search-params';

const q = (s: string) => new URLSearchParams(s);

describe('market query params', () => {
  it('read what is valid and drop the rest', () => {
    expect(oneOf('3y', ['1y', '3y'] as const, '1y')).toBe('3y');
    expect(oneOf('9y', ['1y', '3y'] as const, '1y')).toBe('1y');
    expect([pageParam(q('page=3')), pageParam(q('page=0')), pageParam(q('page=2.5')), pageParam(q('page=x'))]).toEqual([3, 1, 1, 1]);
    expect([codeParam(q('r=HK-CW'), 'r'), codeParam(q('r=<b>'), 'r'), codeParam(q(''), 'r')]).toEqual(['HK-CW', undefined, undefined]);
    expect([amountParam(q('p=5000000'), 'p'), amountParam(q('p=-1'), 'p'), amountParam(q('p=abc'), 'p'), amountParam(q('p='), 'p')]).toEqual([5_000_000, undefined, undefined, undefined]);
    expect([dayParam(q('d=2026-02-28'), 'd'), dayParam(q('d=2026-02-30'), 'd'), dayParam(q('d=26-1-1'), 'd')]).toEqual(['2026-02-28', undefined, undefined]);
  });

  it('change one param, keep the others and go back to page 1', () => {
    expect(withParams('/en-us/market-data', '?period=3y&page=4', { region: 'HK' })).toBe('/en-us/market-data?period=3y&region=HK');
    expect(withParams('/en-us/market-data', '?period=3y', { period: undefined })).toBe('/en-us/market-data');
    expect(withParams('/latestTrans/index', '?region=HK', { page: 2 })).toBe('/latestTrans/index?region=HK&page=2');
    expect(withParams('/latestTrans/index', '?region=HK&page=2', { page: 1 })).toBe('/latestTrans/index?region=HK');
  });
});

import type { DealData, SaleDeal } from './deal-data';
import { chooseBasket, computeSeries } from './price-index';
import { dayNumber } from './weeks';

let nextId = 1;
const deal = (estateId: number, date: string, psf: number): SaleDeal =>
  ({ id: nextId++, estateId, buildingId: null, floor: null, storeys: null, date, day: dayNumber(date), price: psf * 500, area: 500 });
const estate = (id: number, regionCode: string, unitCount = 100) =>
  [id, { id, regionCode, districtCode: `${regionCode}-1`, occupation: '2000-01-01', occupationDay: dayNumber('2000-01-01'), unitCount, storeys: 30 }] as const;

/** ten deals per estate in the first weeks so that every estate joins the basket */
function data(extra: SaleDeal[], units: Record<number, number> = {}): DealData {
  const warm = [1, 2, 3].flatMap((e) => Array.from({ length: 10 }, () => deal(e, '2026-01-02', 10_000)));
  const deals = [...warm, ...extra].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id));
  return {
    deals,
    estates: new Map([estate(1, 'HK', units[1]), estate(2, 'HK', units[2]), estate(3, 'KLN', units[3])]),
    regions: [{ code: 'HK', name: {} }, { code: 'KLN', name: {} }],
  };
}
const std = (d: SaleDeal) => Math.log(d.price / d.area);

describe('computeSeries', () => {
  it('chains the weighted change of the estates that traded; the others carry their price', () => {
    const d = data([deal(1, '2026-01-09', 11_000), deal(2, '2026-01-16', 9_000), deal(3, '2026-01-23', 10_000)], { 1: 100, 2: 100, 3: 200 });
    const s = computeSeries(d, chooseBasket(d), std, null);
    expect(s.baseWeek).toBe('2026-01-02');
    expect(s.points.map((p) => p.value)).toEqual([100, 102.5, 100, 100]);
    expect(s.points.map((p) => p.dealCount)).toEqual([30, 1, 1, 1]);
    const hk = computeSeries(d, chooseBasket(d), std, 'HK');
    expect(hk.points.map((p) => p.value)).toEqual([100, 105, 100, 100]);
    expect(hk.basketSize).toBe(2);
  });

  it('lets a newcomer join without moving the index, and waits for half the basket before the base week', () => {
    const late = Array.from({ length: 10 }, (_, i) => deal(4, `2026-02-${String(6 + (i % 2) * 7).padStart(2, '0')}`, 30_000));
    const d = data(late);
    d.estates.set(4, { id: 4, regionCode: 'KLN', districtCode: 'KLN-1', occupation: '2000-01-01', occupationDay: dayNumber('2000-01-01'), unitCount: 100, storeys: 30 });
    const s = computeSeries(d, chooseBasket(d), std, null);
    expect(s.basketSize).toBe(4);
    expect(s.points.every((p) => p.value === 100)).toBe(true);
    expect(s.points.at(-1)?.estateCount).toBe(4);
    // estates 1-2 only in HK's basket: KLN has 3 and 4, and 3 alone is half of it
    expect(computeSeries(d, chooseBasket(d), std, 'KLN').baseWeek).toBe('2026-01-02');
  });
});

/** The fair-price method on made examples (docs/fair-price.md). */
import { fairPrice, floorBand, median, windowStart, type FairPriceDeal, type FairPriceSubject } from './method';

const AS_OF = '2026-11-20';
// block 1 (phase 10) and block 2 (phase 10) of 30 floors, block 3 in phase 11
const listing: FairPriceSubject = { pricePerSqft: 15_000, saleableArea: 500, buildingId: 1, phaseId: 10, floor: 25, floors: 30 };
let nextId = 1;
function deal(over: Partial<FairPriceDeal>): FairPriceDeal {
  return { id: nextId++, date: '2026-06-01', buildingId: 1, phaseId: 10, floor: 24, floors: 30, saleableArea: 500, pricePerSqft: 14_000, ...over };
}

describe('fairPrice', () => {
  it('needs at least three similar deals', () => {
    const two = [deal({}), deal({ pricePerSqft: 14_500 })];
    const r = fairPrice(listing, two, AS_OF);
    expect(r).toMatchObject({ verdict: 'notEnough', diffPct: null, scope: null, medianPricePerSqft: null, deals: [] });
    expect(fairPrice(listing, [...two, deal({ pricePerSqft: 14_200 })], AS_OF)).toMatchObject({ verdict: 'above', scope: 'block', medianPricePerSqft: 14_200, diffPct: 6 });
  });

  it('prefers the same block, then the phase, then the estate', () => {
    const block = [deal({ pricePerSqft: 15_000 }), deal({ pricePerSqft: 15_100 }), deal({ pricePerSqft: 14_900 })];
    const phase = [deal({ buildingId: 2, pricePerSqft: 13_000 }), deal({ buildingId: 2, pricePerSqft: 13_100 }), deal({ buildingId: 2, pricePerSqft: 12_900 })];
    const estate = [11_000, 11_100, 10_900].map((p) => deal({ buildingId: 3, phaseId: 11, pricePerSqft: p }));
    expect(fairPrice(listing, [...estate, ...phase, ...block], AS_OF)).toMatchObject({ scope: 'block', verdict: 'inLine', diffPct: 0 });
    expect(fairPrice(listing, [...estate, ...phase, ...block.slice(0, 2)], AS_OF)).toMatchObject({ scope: 'phase', diffPct: 15 });
    const r = fairPrice(listing, [...estate, ...phase.slice(0, 1), ...block.slice(0, 1)], AS_OF);
    expect(r).toMatchObject({ scope: 'estate', verdict: 'above', medianPricePerSqft: 11_100, diffPct: 35 });
    expect(r.deals).toHaveLength(5);
  });

  it('keeps to the size band of 0.8 to 1.25 times the listing', () => {
    const sizes = [399, 400, 625, 626, 500];
    const r = fairPrice(listing, sizes.map((a) => deal({ saleableArea: a })), AS_OF);
    expect(r.deals.map((d) => d.saleableArea).sort()).toEqual([400, 500, 625]);
    expect(fairPrice(listing, [399, 626, 800].map((a) => deal({ saleableArea: a })), AS_OF).verdict).toBe('notEnough');
  });

  it('keeps to the floor band before giving it up for the whole estate', () => {
    const low = [16_000, 16_100, 15_900].map((p) => deal({ floor: 5, pricePerSqft: p }));
    const high = [14_000, 14_100].map((p) => deal({ floor: 28, pricePerSqft: p }));
    const r = fairPrice(listing, [...low, ...high], AS_OF);
    expect(r).toMatchObject({ scope: 'estateAnyFloor', medianPricePerSqft: 15_900, verdict: 'below', diffPct: -6 });
    expect(fairPrice(listing, [...low, ...high, deal({ floor: 21, pricePerSqft: 14_050 })], AS_OF).scope).toBe('block');
    expect([floorBand(10, 30), floorBand(11, 30), floorBand(20, 30), floorBand(21, 30), floorBand(5, null)]).toEqual([1, 2, 2, 3, null]);
  });

  it('counts only the twelve months up to the newest deal', () => {
    const old = [deal({ date: '2025-11-20' }), deal({ date: '2025-11-20' }), deal({ date: '2025-06-01' })];
    expect(fairPrice(listing, old, AS_OF).verdict).toBe('notEnough');
    const inside = [deal({ date: '2025-11-21' }), deal({ date: '2026-11-20' }), deal({ date: '2026-01-05' }), deal({ date: '2026-11-21' })];
    const r = fairPrice(listing, inside, AS_OF);
    expect(r.deals.map((d) => d.date)).toEqual(['2026-11-20', '2026-01-05', '2025-11-21']);
    expect([r.windowFrom, r.windowTo]).toEqual(['2025-11-20', AS_OF]);
    expect([windowStart('2026-02-28'), windowStart('2024-02-29'), windowStart('2026-03-31')]).toEqual(['2025-02-28', '2023-02-28', '2025-03-31']);
  });

  it('calls under 3 % in line, on the difference in whole percent', () => {
    const at = (p: number) => {
      const r = fairPrice({ ...listing, pricePerSqft: p }, [deal({}), deal({}), deal({})], AS_OF);
      return [r.verdict, r.diffPct];
    };
    expect([at(14_000), at(14_340), at(14_360), at(14_980)]).toEqual([['inLine', 0], ['inLine', 2], ['above', 3], ['above', 7]]);
    expect([at(13_660), at(13_640), at(12_600)]).toEqual([['inLine', -2], ['below', -3], ['below', -10]]);
    expect(fairPrice({ ...listing, pricePerSqft: 0 }, [deal({}), deal({}), deal({})], AS_OF).verdict).toBe('notEnough');
    expect([median([3, 1, 2]), median([4, 1, 2, 3])]).toEqual([2, 2.5]);
  });
});

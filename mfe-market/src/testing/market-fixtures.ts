/** Answers of the market calls as the API gives them (checked against the contracts when answered). */
import type { ResultOf } from '@portal/shared/contracts';
import type { getPriceIndex, getValuation, searchDeal, searchDealRank } from '@portal/shared/endpoints';

type Index = ResultOf<typeof getPriceIndex>;
type Deal = ResultOf<typeof searchDeal>['items'][number];
type RankItem = ResultOf<typeof searchDealRank>['items'][number];

const REGIONS: Index['regions'] = [
  { regionCode: null, regionNameWithCulture: 'All Hong Kong' },
  { regionCode: 'HK', regionNameWithCulture: 'Hong Kong Island' },
  { regionCode: 'KLN', regionNameWithCulture: 'Kowloon' },
];

/** weeks ending on Fridays from 2025-12-26, with the given values */
export function priceIndex(values: readonly number[], overrides: Partial<Index> = {}): Index {
  const points = values.map((value, i) => ({
    weekEnding: new Date(Date.UTC(2025, 11, 26 + 7 * i)).toISOString().slice(0, 10), value, dealCount: 60 + i, estateCount: 300,
  }));
  return {
    regionCode: null, regionNameWithCulture: 'All Hong Kong', baseWeek: '2021-12-31', basketSize: 372,
    latest: points[points.length - 1] ?? null, changePct: { week: -0.18, month: 0.55, year: 7.66 }, points, regions: REGIONS, ...overrides,
  };
}

export function deal(id: number, overrides: Partial<Deal> = {}): Deal {
  return {
    dealID: id, estateID: 7, estateNameWithCulture: 'Taikoo Shing', gscopeNameWithCulture: 'Eastern', buildingID: 71,
    buildingNameWithCulture: 'Block 3', floor: 12, flat: 'B', rentalType: 1, dealDate: '2026-11-20', price: 8_200_000,
    buildingArea: 800, saleableArea: 620, pricePerSqft: 13_226, previousPrice: 7_000_000, previousDate: '2019-05-02',
    changePct: 17.14, roomNumber: 2, source: 'Land Registry', ...overrides,
  };
}

export function rankItem(id: number, overrides: Partial<RankItem> = {}): RankItem {
  return {
    estateID: id, estateNameWithCulture: `Estate ${id}`, gscopeNameWithCulture: 'Sha Tin', dealCount: 30 - id, maxPrice: 12_500_000,
    avgPricePerSqft: 14_321, priceChangePct: 2.5, ...overrides,
  };
}

export const page = <T>(items: T[], total = items.length, pageIndex = 1, pageCount = 20) => ({ items, total, pageIndex, pageCount });

export function valuation(overrides: Partial<ResultOf<typeof getValuation>> = {}): ResultOf<typeof getValuation> {
  return {
    available: true, estateID: 7, saleableArea: 500, valuation: 6_512_000, pricePerSqft: 13_024, low: 6_200_000, high: 6_824_000,
    basis: 'estate', comparables: [{ dealID: 1, dealDate: '2026-10-02', price: 6_400_000, saleableArea: 490, floor: 8, adjustedPricePerSqft: 13_100, weight: 0.9 }],
    accuracy: { regionCode: 'HK', sampleSize: 412, medianAbsErrorPct: 4.8, within5Pct: 51.2, within10Pct: 83.4 }, ...overrides,
  };
}

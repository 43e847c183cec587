/** Estate answers as the API gives them (checked against the contracts by answerApi). */
import type { Deal, EstateDetail, EstateListItem } from '../lib/types';

export const estateItem = (id: number, name: string, extra: Partial<EstateListItem> = {}): EstateListItem => ({
  estateID: id, estateNameWithCulture: name, tagCategory: 'Z', addressWithCulture: `${id} King's Road`,
  regionCode: 'HK', regionNameWithCulture: 'Hong Kong Island', gscopeCode: 'HK-EA', gscopeNameWithCulture: 'Eastern', areaCode: null,
  lat: 22.2866, lng: 114.2168, occupationDate: '1977-01-01', buildingAge: 49, blockCount: 61, unitCount: 12698,
  avgDealPrice: 15_820, avgListingPrice: 16_300, monthDealCount: 12, saleListingCount: 30, rentListingCount: 18, coverImage: null,
  ...extra,
});

export const estatePage = (items: EstateListItem[], total = items.length, pageIndex = 1) => ({ items, total, pageIndex, pageCount: 20 });

export const ESTATE: EstateDetail = {
  ...estateItem(7, 'Taikoo Shing'),
  phaseCount: 10, storeys: 30, carparkCount: 3200, developerID: 3, developerNameWithCulture: 'Swire Properties',
  managementCompanyWithCulture: 'Swire Property Management', primarySchoolNet: '14', primarySchoolNetNameWithCulture: 'School Net 14 (Eastern)',
  secondarySchoolNet: 'S-EA', secondarySchoolNetNameWithCulture: 'Eastern Secondary School Net', station: { id: 30, nameWithCulture: 'Tai Koo', distance: 220 },
  facilities: [{ facilitiesID: 1, facilitiesNameWithCulture: 'Clubhouse' }], descriptionWithCulture: 'A large estate beside Tai Koo station.',
  trend: [
    { month: '2026-08', avgPrice: 15_400, dealCount: 9 },
    { month: '2026-09', avgPrice: 15_600, dealCount: 11 },
    { month: '2026-10', avgPrice: 15_820, dealCount: 12 },
  ],
  phases: [{ phaseID: 1, nameWithCulture: 'Phase 1' }],
};

export const deal = (id: number, extra: Partial<Deal> = {}): Deal => ({
  dealID: id, estateID: 7, estateNameWithCulture: 'Taikoo Shing', gscopeNameWithCulture: 'Eastern', buildingID: 3, buildingNameWithCulture: 'Block 3',
  floor: 12, flat: 'B', rentalType: 1, dealDate: '2026-10-14', price: 9_300_000, buildingArea: 820, saleableArea: 588, pricePerSqft: 15_816,
  previousPrice: 7_800_000, previousDate: '2019-05-02', changePct: 19.2, roomNumber: 2, source: 'Land Registry',
  ...extra,
});
export const dealPage = (items: Deal[], total = items.length, pageIndex = 1) => ({ items, total, pageIndex, pageCount: 20 });

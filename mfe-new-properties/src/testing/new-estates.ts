/** New-development answers as the API gives them (checked against the contracts by answerApi). */
import type { DictionaryEntry } from '@portal/shared/contracts';
import type { NewEstateCard, NewEstateDetail, NewEstateUnit, RoomType } from '../lib/new-estate-types';

const entry = (itemName: string, dictionaryValue: string, name: string, sort: number): DictionaryEntry => ({
  itemName, dictionaryValue, dictionaryNameWithCulture: name, parentDictionaryValue: null, sort, children: [],
});

/** SearchDictionaryInfo of the groups the new-development filter reads */
export const DICTIONARIES: DictionaryEntry[] = [
  entry('NewEstateSalesStatus', '1', 'Pending', 1), entry('NewEstateSalesStatus', '2', 'On sale', 2),
  entry('NewEstateSalesStatus', '3', 'Sold out', 3), entry('NewEstateSalesStatus', '4', 'Tendering', 4),
  entry('NewEstateSalePrice', '0-5000000', 'Below $5M', 1), entry('NewEstateSalePrice', '5000000-8000000', '$5M - $8M', 2),
  entry('NewEstateArea', '0-300', 'Below 300 sq. ft', 1), entry('NewEstateArea', '300-500', '300 - 500 sq. ft', 2),
  entry('NewEstateSalesComDate', '2025-2025', 'Launched in 2025', 1), entry('NewEstateSalesComDate', '2026-2026', 'Launched in 2026', 2),
  entry('NewEstateFeature', '1', 'Near MTR', 1), entry('NewEstateFeature', '2', 'Sea view', 2),
  entry('NewEstateMultimedia', '1', 'Photos', 1), entry('NewEstateMultimedia', '3', 'VR tour', 3),
];

export const DEVELOPERS = [
  { developerID: 2, shortNameWithCulture: 'Emerald Ridge', nameWithCulture: 'Emerald Ridge Properties', estateCount: 28 },
  { developerID: 11, shortNameWithCulture: 'Pine Grove', nameWithCulture: 'Pine Grove Holdings', estateCount: 12 },
];

export const CARD: NewEstateCard = {
  estateId: 80019, nameWithCulture: 'Union Sai Kung Court', developerID: 2, developerNameWithCulture: 'Emerald Ridge',
  regionCode: 'NTE', gscopeCode: 'NTE-SK', gscopeNameWithCulture: 'Sai Kung', addressWithCulture: '49 Union Road, Sai Kung',
  lat: 22.377273, lng: 114.270918, salesStatus: 2, salesStatusWithCulture: 'On sale', estateStatus: 1,
  minPrice: 3_406_000, maxPrice: 10_650_000, minSaleableArea: 185, maxSaleableArea: 499, expectedHandover: '2029-02-24',
  salesStartDate: '2026-06-03', towerCount: 3, flatCount: 388, coverImage: '/api/Media/photo/NE80019-1.svg',
  features: [1, 2], multimedia: [1], hotScore: 993,
};

export const CARD_2: NewEstateCard = {
  ...CARD, estateId: 80011, nameWithCulture: 'Union Hung Shui Kiu Plaza', developerID: 11, developerNameWithCulture: 'Pine Grove',
  regionCode: 'NTW', gscopeCode: 'NTW-YL', gscopeNameWithCulture: 'Yuen Long', lat: 22.426651, lng: 113.99862,
  salesStatus: 1, salesStatusWithCulture: 'Pending', minPrice: null, maxPrice: null,
};

export const searchPage = (items: NewEstateCard[], total = items.length, pageIndex = 1) => ({ items, total, pageIndex, pageCount: 20 });

export const DETAIL: NewEstateDetail = {
  ...CARD, carparkCount: 82, flatCarparkRatio: 4.73, primarySchoolNet: '95', primarySchoolNetNameWithCulture: 'School Net 95 (Sai Kung)',
  secondarySchoolNet: 'S-SK', secondarySchoolNetNameWithCulture: 'Sai Kung Secondary School Net', station: { id: 14, nameWithCulture: 'Tai Shui Hang' },
  managementCompanyWithCulture: 'Trustmark Property Management Limited', showFlatLocationWithCulture: 'Sales office, Sai Kung',
  descriptionWithCulture: 'Union Sai Kung Court is a new development in Sai Kung with 388 flats in 3 towers.',
  brochureUrl: '/new-property-80019/brochure', photos: ['/api/Media/photo/NE80019-1.svg', '/api/Media/photo/NE80019-2.svg'],
  totalUnits: 388, availableUnits: 134, reservedUnits: 21, soldUnits: 233,
  priceSheets: [{ priceSheetID: 45, priceListNumber: 1, issuedAt: '2026-05-27', unitCount: 388 }],
};

export const unit = (over: Partial<NewEstateUnit>): NewEstateUnit => ({
  unitID: 5541, towerID: 43, towerNameWithCulture: 'Tower 1', roomTypeID: 47, priceListNumber: 1, floor: 15, flat: 'B',
  saleableArea: 317, listPrice: 6_643_000, pricePerSqft: 20_956, status: 1, statusWithCulture: 'For sale', soldAt: null, soldPrice: null,
  ...over,
});

export const UNITS: NewEstateUnit[] = [
  unit({ unitID: 5540, flat: 'A', roomTypeID: 48, saleableArea: 488, listPrice: 10_536_000, pricePerSqft: 21_590, status: 3, statusWithCulture: 'Sold', soldAt: '2026-06-08', soldPrice: 10_105_000 }),
  unit({}),
  unit({ unitID: 5600, towerID: 44, towerNameWithCulture: 'Tower 2', floor: 3, flat: 'C', roomTypeID: 46, saleableArea: 198, listPrice: 3_827_000, pricePerSqft: 19_328 }),
];

export const ROOM_TYPES: RoomType[] = [
  { roomTypeID: 46, nameWithCulture: 'Studio', roomNumber: 0, roomNumberWithCulture: 'Studio', minSaleableArea: 185, maxSaleableArea: 211, floorPlan: '/api/Media/plan/NE80019-T46.svg', unitCount: 157, availableCount: 53, minPrice: 3_406_000, maxPrice: 4_481_000 },
  { roomTypeID: 47, nameWithCulture: '1 bedroom', roomNumber: 1, roomNumberWithCulture: '1 bedroom', minSaleableArea: 311, maxSaleableArea: 351, floorPlan: '/api/Media/plan/NE80019-T47.svg', unitCount: 170, availableCount: 59, minPrice: 5_924_000, maxPrice: 7_505_000 },
  { roomTypeID: 48, nameWithCulture: '2 bedrooms', roomNumber: 2, roomNumberWithCulture: '2 bedrooms', minSaleableArea: 443, maxSaleableArea: 499, floorPlan: null, unitCount: 61, availableCount: 22, minPrice: 8_449_000, maxPrice: 10_650_000 },
];

export const TOWERS = [
  { towerID: 43, nameWithCulture: 'Tower 1', floors: 13, flatsPerFloor: 4, unitCount: 52, availableCount: 23, soldCount: 26 },
  { towerID: 44, nameWithCulture: 'Tower 2', floors: 24, flatsPerFloor: 8, unitCount: 192, availableCount: 53, soldCount: 130 },
];

export const PLANS = [
  { code: 'cash-180', name: '180-day cash payment plan', description: 'Pay 5% on signing and the balance within 180 days. A 5% price discount applies.', discountPercent: 5 },
  { code: 'high-ltv', name: 'High loan-to-value mortgage plan', description: 'A first mortgage of up to 80% of the price.', discountPercent: 0 },
];
export const DISCOUNTS = [{ name: 'Bulk purchase discount 1%', percent: 1 }];

/** Estate answers as the API gives them (checked against the contracts by answerApi). */
import type { Deal, EstateDetail, EstateListItem, Listing, RoomType, RoomTypeDetail, RoomTypeList } from '../lib/types';

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

/** a layout (room type) of Taikoo Shing: flat B of every block */
export const roomType = (flat = 'B', extra: Partial<RoomType> = {}): RoomType => ({
  roomTypeId: `${flat}7`, estateID: 7, flat, roomNumber: 2, saleableArea: { min: 588, max: 588 }, buildingArea: { min: 820, max: 820 },
  flatCount: 1_830, saleDealCount: 41, avgDealPricePerSqft: 16_100, lastDealDate: '2026-10-14', saleListingCount: 3, rentListingCount: 2,
  minSalePrice: 8_800_000, avgAskingPricePerSqft: 16_600,
  ...extra,
});

export const roomTypeList = (roomTypes: RoomType[] = [roomType('A', { saleableArea: { min: 702, max: 702 }, roomNumber: 3 }), roomType('B')]): RoomTypeList => ({
  estateID: 7, estateNameWithCulture: 'Taikoo Shing', roomTypes,
  summary: {
    saleListingCount: 30, minSalePrice: 6_200_000, maxSalePrice: 21_000_000, avgAskingPricePerSqft: 16_500, saleDealCount: 240,
    avgDealPricePerSqft: 15_000, lastDealDate: '2026-10-20', dealsFrom: '2025-10-21', dealsTo: '2026-10-20',
  },
});

/** a listing card of the contract, of Taikoo Shing */
export const listing = (id: string, rentalType: 1 | 2, price: number, extra: Partial<Listing> = {}): Listing => ({
  propertyID: id, listingNo: `26${id.slice(1)}`, rentalType, rentalTypeWithCulture: rentalType === 1 ? 'Sale' : 'Rent', isServiced: false,
  titleWithCulture: `Taikoo Shing ${id}`, propertyStatus: 4, propertyStatusWithCulture: 'Effective', regionCode: 'HK', regionNameWithCulture: 'Hong Kong Island',
  gscopeCode: 'HK-EA', gscopeNameWithCulture: 'Eastern', areaCode: null, areaNameWithCulture: null, estateID: 7, estateNameWithCulture: 'Taikoo Shing',
  addressWithCulture: "Taikoo Shing, 7 King's Road", salePrice: rentalType === 1 ? price : null, rentPrice: rentalType === 2 ? price : null, price,
  originalPrice: null, priceReductionRatio: null, buildingArea: 820, saleableArea: 588, saleableAvgPrice: Math.round(price / 588), buildingAvgPrice: Math.round(price / 820),
  roomNumber: 2, roomNumberWithCulture: '2 bedrooms', buildingAge: 49, floorLevel: 2, topType: 0, propertyCategory: 1, subCategory: null, saleForm: null,
  saleFormWithCulture: null, companyID: null, companyNameWithCulture: null, agentID: null, isOwner: false, vr: null, hasVideo: false, planImages: [],
  coverImage: null, photoCount: 0, propertyTags: [], lat: 22.2866, lng: 114.2168, publishTime: '2026-10-01T00:00:00Z', updateTime: '2026-10-02T00:00:00Z',
  ...extra,
});

export const roomTypeDetail = (extra: Partial<RoomTypeDetail> = {}): RoomTypeDetail => {
  const list = roomTypeList();
  return {
    roomType: roomType('B'),
    estate: { estateID: 7, estateNameWithCulture: 'Taikoo Shing', gscopeNameWithCulture: 'Eastern', addressWithCulture: "7 King's Road", avgDealPricePerSqft: 15_000 },
    buildings: [
      { buildingID: 3, buildingCode: 'E7-B03', nameWithCulture: 'Block 3', phaseNameWithCulture: 'Phase 1', floors: 30, tradedFlatCount: 2 },
      { buildingID: 4, buildingCode: 'E7-B04', nameWithCulture: 'Block 4', phaseNameWithCulture: 'Phase 1', floors: 28, tradedFlatCount: 0 },
    ],
    flats: [
      { buildingID: 3, buildingNameWithCulture: 'Block 3', floor: 12, flat: 'B', saleDealCount: 2, lastDealID: 501, lastDealDate: '2026-10-14', lastPrice: 9_300_000, lastPricePerSqft: 15_816 },
      { buildingID: 3, buildingNameWithCulture: 'Block 3', floor: 20, flat: 'B', saleDealCount: 1, lastDealID: 480, lastDealDate: '2026-06-02', lastPrice: 9_000_000, lastPricePerSqft: 15_306 },
    ],
    tradedFlatCount: 2,
    deals: { items: [deal(501), deal(480, { floor: 20, dealDate: '2026-06-02', price: 9_000_000, pricePerSqft: 15_306, previousPrice: null, previousDate: null, changePct: null })], total: 25, pageIndex: 1, pageCount: 10 },
    saleListings: [listing('S1000001', 1, 8_800_000), listing('S1000002', 1, 9_600_000)],
    rentListings: [listing('R1000003', 2, 26_000)],
    roomTypes: list.roomTypes.map(({ roomTypeId, flat, saleableArea, roomNumber }) => ({ roomTypeId, flat, saleableArea, roomNumber })),
    ...extra,
  };
};

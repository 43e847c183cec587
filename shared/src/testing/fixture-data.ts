/**
 * The base value of each endpoint result the fixtures build on (fixtures.ts parses every one
 * with its contract): a sale listing in Taikoo Shing, its agent and agency, a district, an MTR
 * line. Keyed by endpoint name; `RESULTS` for a whole result, `ITEMS` for one item of a list
 * or a page.
 */
import { GBA_ITEMS, GBA_RESULTS } from './fixture-data-gba';
const listItem = () => ({
  propertyID: 'S1001', listingNo: '260010188', rentalType: 1, rentalTypeWithCulture: 'For sale', isServiced: false,
  titleWithCulture: 'Taikoo Shing 2-bedroom flat', propertyStatus: 4, propertyStatusWithCulture: 'Effective',
  regionCode: 'HK', regionNameWithCulture: 'Hong Kong Island', gscopeCode: 'HK-EA', gscopeNameWithCulture: 'Eastern',
  areaCode: null, areaNameWithCulture: null, estateID: 1, estateNameWithCulture: 'Taikoo Shing',
  addressWithCulture: '18 Taikoo Shing Road', salePrice: 8_000_000, rentPrice: null, price: 8_000_000, originalPrice: null,
  priceReductionRatio: null, buildingArea: 800, saleableArea: 600, saleableAvgPrice: 13_333, buildingAvgPrice: 10_000,
  roomNumber: 2, roomNumberWithCulture: '2 bedrooms', buildingAge: 40, floorLevel: 2, topType: 0, propertyCategory: 1,
  subCategory: null, saleForm: null, saleFormWithCulture: null, companyID: 1, companyNameWithCulture: 'Harbour Realty',
  agentID: 42, isOwner: false, vr: null, hasVideo: false, planImages: [], coverImage: null, photoCount: 0, propertyTags: [],
  lat: 22.2866, lng: 114.2168, publishTime: '2026-09-01T00:00:00Z', updateTime: '2026-09-02T00:00:00Z',
});

const detail = () => ({
  ...listItem(),
  agentRef: null, premium: false, verified: true, propertyStatusKey: 'effective', contactHidden: false, showRecommendations: true,
  descriptionWithCulture: 'Bright flat facing the garden, close to Tai Koo station.', floor: 12, flat: 'B', bathroomNumber: 1,
  photos: [], floorPlan: null, video: null, parking: null, propertyLabels: [], rentLabels: [], propertyTagsWithCulture: [],
  facilities: [], station: null, lineIds: [], schoolNet: null, schoolNetNameWithCulture: null, buildingID: null,
  buildingNameWithCulture: null, leaseMinMonths: null, leaseMaxMonths: null, viewCount: 120, expireTime: '2026-12-01T00:00:00Z',
});

const agent = () => ({
  agentID: 42, nameWithCulture: 'Chan Tai Man', license: 'E-100042', isPartner: true, companyID: 1,
  companyNameWithCulture: 'Harbour Realty', phone: '91613467', whatsapp: '85291613467', avatar: null,
  districtCodes: ['HK-WC'], saleCount: 14, rentCount: 7,
});

const company = () => ({
  companyID: 1, companyNameWithCulture: 'Harbour Realty', addressWithCulture: 'G/F, 1 Main Street, Wan Chai', license: 'C-000001',
  phones: ['39002942'],
  branches: [
    { storeId: 101, name: 'Wan Chai Branch', phone: '39002942', address: 'G/F, 1 Main Street', districtCode: 'HK-WC', areaCode: 'HK-WC-01' },
    { storeId: 102, name: 'Mong Kok Branch', phone: '33962481', address: 'G/F, 2 Nathan Road', districtCode: 'KLN-YTM', areaCode: 'KLN-YTM-02' },
  ],
  logo: null, agentCount: 13, saleCount: 131, rentCount: 81,
});

const district = () => ({ gscopeCode: 'HK-WC', gscopeNameWithCulture: 'Wan Chai', level: 2, lat: null, lng: null, schoolNet: [], children: [] });

const subwayLine = () => ({
  lineID: 2, code: 'ISL', nameWithCulture: 'Island Line', color: '#0860a8',
  stations: [{ stationID: 80, code: 'CAB', nameWithCulture: 'Causeway Bay', lat: 22.2803, lng: 114.1841, seq: 7 }],
});

const page = () => ({ items: [], total: 0, pageIndex: 1, pageCount: 20 });

export const RESULTS: Record<string, () => unknown> = {
  ...GBA_RESULTS,
  'Property/GetProperty': detail,
  'Property/GetPropertyUserInfoById': () => ({
    propertyID: 'S1001', isOwner: false, agentID: 42, nameWithCulture: 'Chan Tai Man', license: 'E-100042', companyID: 1,
    companyNameWithCulture: 'Harbour Realty', companyLicense: 'C-000001', avatar: null, phone: '91613467', whatsapp: '85291613467', contactHidden: false,
  }),
  'Common/PrepareReceiveCall': () => ({ listingId: 'S1001', contactKind: 'agent', contactName: 'Chan Tai Man', phone: '91613467', maskedPhone: '9161 ****', visible: true }),
  'Common/GetWhatsAppUrl': () => ({ url: 'https://wa.me/85291613467', visible: true }),
  'User/AddOperateContactLog': () => ({ logged: true }),
  'Agent/GetAgent': agent,
  'Company/GetAgentCompanyById': company,
  'Property/SearchProperty': page,
  'Company/SearchCompany': page,
  'Agent/SearchAgent': page,
  'Property/SearchTopProperty': () => [],
  'Property/SearchRecommendPropertyForSrpList': () => [],
  'Property/SearchRecommendNoPropertyDataForSrpList': () => [],
  'DictionaryInfo/GetGscope': () => [],
  'DictionaryInfo/GetAllSubwayline': () => [],
};

export const ITEMS: Record<string, () => unknown> = {
  ...GBA_ITEMS,
  'Property/SearchProperty': listItem,
  'Property/SearchTopProperty': listItem,
  'Property/SearchRecommendPropertyForSrpList': listItem,
  'Property/SearchRecommendNoPropertyDataForSrpList': listItem,
  'Company/SearchCompany': company,
  'Agent/SearchAgent': agent,
  'DictionaryInfo/GetGscope': district,
  'DictionaryInfo/GetAllSubwayline': subwayLine,
};

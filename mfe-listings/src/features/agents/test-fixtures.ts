/** Fixtures in the shapes of the agency, agent and listing contracts. */
import type { PropertyListItem } from '@portal/shared/contracts';
import type { Agent } from './api/use-agent-search';
import type { Company } from './api/use-company-search';

export function company(id: number, patch: Partial<Company> = {}): Company {
  return {
    companyID: id,
    companyNameWithCulture: `Harbour Realty ${id}`,
    addressWithCulture: `G/F, ${id} Main Street, Wan Chai`,
    license: `C-00000${id}`,
    phones: ['39002942'],
    branches: [
      { storeId: id * 100 + 1, name: 'Wan Chai Branch', phone: '39002942', address: 'G/F, 1 Main Street', districtCode: 'HK-WC', areaCode: 'HK-WC-01' },
      { storeId: id * 100 + 2, name: 'Mong Kok Branch', phone: '33962481', address: 'G/F, 2 Nathan Road', districtCode: 'KLN-YTM', areaCode: 'KLN-YTM-02' },
    ],
    logo: null,
    agentCount: 13,
    saleCount: 131,
    rentCount: 81,
    ...patch,
  };
}

export function agent(id: number, patch: Partial<Agent> = {}): Agent {
  return {
    agentID: id,
    nameWithCulture: `Agent ${id}`,
    license: `E-10000${id}`,
    isPartner: true,
    companyID: 1,
    companyNameWithCulture: 'Harbour Realty 1',
    phone: '91613467',
    whatsapp: '85291613467',
    avatar: null,
    districtCodes: ['HK-WC'],
    saleCount: 14,
    rentCount: 7,
    ...patch,
  };
}

export function listing(id: string, patch: Partial<PropertyListItem> = {}): PropertyListItem {
  return {
    propertyID: id, listingNo: '260010188', rentalType: 1, rentalTypeWithCulture: 'For sale', isServiced: false,
    titleWithCulture: `Taikoo Shing flat ${id}`, propertyStatus: 4, propertyStatusWithCulture: 'Effective',
    regionCode: 'HK', regionNameWithCulture: 'Hong Kong Island', gscopeCode: 'HK-EA', gscopeNameWithCulture: 'Eastern',
    areaCode: null, areaNameWithCulture: null, estateID: 1, estateNameWithCulture: 'Taikoo Shing',
    addressWithCulture: 'Taikoo Shing', salePrice: 8_000_000, rentPrice: null, price: 8_000_000, originalPrice: null,
    priceReductionRatio: null, buildingArea: 800, saleableArea: 600, saleableAvgPrice: 13_333, buildingAvgPrice: 10_000,
    roomNumber: 2, roomNumberWithCulture: '2 bedrooms', buildingAge: 40, floorLevel: 2, topType: 0, propertyCategory: 1,
    subCategory: null, saleForm: null, saleFormWithCulture: null, companyID: 1, companyNameWithCulture: 'Harbour Realty 1',
    agentID: 1, isOwner: false, vr: null, hasVideo: false, planImages: [], coverImage: null, photoCount: 0, propertyTags: [],
    lat: 22.28, lng: 114.22, publishTime: '2026-09-01T00:00:00Z', updateTime: '2026-09-02T00:00:00Z',
    ...patch,
  };
}

/** Test data: a small reference set shaped like the API's answers. */
import type { DictionaryEntry } from '@portal/shared/contracts';
import { PRICE_RANGES } from '@portal/shared/endpoints';
import type { FilterReference } from './reference/filter-reference';

const entry = (itemName: string, dictionaryValue: string, name: string, sort: number, children: DictionaryEntry['children'] = []): DictionaryEntry => ({
  itemName,
  dictionaryValue,
  dictionaryNameWithCulture: name,
  parentDictionaryValue: null,
  sort,
  children,
});
const child = (value: string, name: string, parent: string, sort: number) => ({
  itemName: 'PropertyTag',
  dictionaryValue: value,
  dictionaryNameWithCulture: name,
  parentDictionaryValue: parent,
  sort,
});
const place = (gscopeCode: string, name: string, level: number) => ({ gscopeCode, gscopeNameWithCulture: name, level, lat: null, lng: null, schoolNet: [] });

/** the n-th range (0-based) of a price table */
const price = (group: keyof typeof PRICE_RANGES, i: number) => PRICE_RANGES[group][i] ?? '';

export const REFERENCE: FilterReference = {
  dictionaries: [
    entry('SalePrice', price('SalePrice', 1), '$4M - $6M', 2),
    entry('SalePrice', price('SalePrice', 0), 'Below $4M', 1),
    entry('SalePrice', price('SalePrice', 2), '$6M - $8M', 3),
    entry('RentPrice', price('RentPrice', 0), 'Below $10,000', 1),
    entry('Area', '0-300', 'Below 300 sq. ft', 1),
    entry('Area', '300-500', '300 - 500 sq. ft', 2),
    entry('BuildingAge', '0-5', '5 years or less', 1),
    entry('NewEstateSalesComDate', '2025-2025', 'Launched in 2025', 1),
    entry('NewEstateSalesComDate', '2027-2028', 'Launching 2027 or later', 2),
    entry('RoomNumber', '1', '1 bedroom', 2),
    entry('RoomNumber', '2', '2 bedrooms', 3),
    entry('RoomNumber', '3', '3 bedrooms', 4),
    entry('UnitFloor', '3', 'High floor', 3),
    entry('PropertySource', '1', 'Owner listing', 1),
    entry('PropertyLabel', '4', 'VR tour', 4),
    entry('ForRent', '3', 'Pets allowed', 3),
    entry('PropertyTag', '1', 'Features', 1, [child('101', 'Near MTR', '1', 1)]),
    entry('PropertyTag', '2', 'View', 2, [child('201', 'Sea view', '2', 1)]),
  ],
  gscope: [
    {
      ...place('KLN', 'Kowloon', 1),
      children: [
        { ...place('KLN-YTM', 'Yau Tsim Mong', 2), children: [{ ...place('KLN-YTM-01', 'Tsim Sha Tsui', 3), children: [] }] },
        { ...place('KLN-KC', 'Kowloon City', 2), children: [] },
      ],
    },
  ],
  schoolNets: [
    { code: '31', kind: 'primary', nameWithCulture: 'School Net 31 (Yau Tsim Mong)', districtCode: 'KLN-YTM', districtNameWithCulture: 'Yau Tsim Mong' },
    { code: 'S-KLN-YTM', kind: 'secondary', nameWithCulture: 'Yau Tsim Mong Secondary School Net (KLN1)', districtCode: 'KLN-YTM', districtNameWithCulture: 'Yau Tsim Mong' },
  ],
  subwayLines: [
    {
      lineID: 7,
      code: 'TWL',
      nameWithCulture: 'Tsuen Wan Line',
      color: '#ED1D24',
      stations: [
        { stationID: 71, code: 'TST', nameWithCulture: 'Tsim Sha Tsui', lat: 22.2972, lng: 114.1722, seq: 2 },
        { stationID: 70, code: 'ADM', nameWithCulture: 'Admiralty', lat: 22.2795, lng: 114.1645, seq: 1 },
      ],
    },
  ],
};

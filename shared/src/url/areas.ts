/**
 * Area ids of the list URL and the API's region codes.
 * Districts are numbered 01..18 in the portal's region-grouped order (the order of the reference
 * districts file the API seeds from); their API codes are stable ('HK-CW', sub-area 'HK-CW-01').
 * Old links used HKP01..HKP18, numbered in the government's District Council order; they map here.
 */
export const DISTRICT_CODES = [
  'HK-CW', 'HK-WC', 'HK-EA', 'HK-SO',
  'KLN-YTM', 'KLN-SSP', 'KLN-KC', 'KLN-WTS', 'KLN-KT',
  'NTE-ST', 'NTE-TP', 'NTE-N', 'NTE-SK',
  'NTW-TW', 'NTW-KWT', 'NTW-TM', 'NTW-YL', 'NTW-IS',
] as const;

/** Regions 1..4: Hong Kong Island, Kowloon, New Territories East and West (spec 9). */
export const REGION_CODES = ['HK', 'KLN', 'NTE', 'NTW'] as const;

/** HKP01..HKP18 (government order: C&W, WC, E, S, YTM, SSP, KC, WTS, KT, KwT, TW, TM, YL, N, TP, ST, SK, Is) to new ids. */
const LEGACY_HKP: readonly string[] = [
  '01', '02', '03', '04', '05', '06', '07', '08', '09', '15', '14', '16', '17', '12', '11', '10', '13', '18',
];

/** New district id of an old HKP number ('1'..'18' or '01'..'18'), or null. */
export function legacyDistrict(value: string): string | null {
  const n = Number(value);
  return /^\d{1,2}$/.test(value) && n >= 1 && n <= 18 ? (LEGACY_HKP[n - 1] as string) : null;
}

/** District id: two digits, 01..18. */
export const isDistrictId = (v: string) => /^\d{2}$/.test(v) && Number(v) >= 1 && Number(v) <= 18;
/** Sub-area id: district id then a two-digit area number, 01..99. */
export const isSubAreaId = (v: string) => /^\d{4}$/.test(v) && isDistrictId(v.slice(0, 2)) && Number(v.slice(2)) >= 1;
/** Region id: 1..4. */
export const isRegionId = (v: string) => /^[1-4]$/.test(v);

export const districtCode = (id: string) => DISTRICT_CODES[Number(id) - 1] as string;
export const subAreaCode = (id: string) => `${districtCode(id.slice(0, 2))}-${id.slice(2)}`;
export const regionCode = (id: string) => REGION_CODES[Number(id) - 1] as string;

/** The URL id of a region or district code ('KLN' -> '2', 'KLN-YTM' -> '05'), or '' when it is neither. */
export function areaIdOfCode(code: string): string {
  const region = (REGION_CODES as readonly string[]).indexOf(code);
  if (region >= 0) return String(region + 1);
  const district = (DISTRICT_CODES as readonly string[]).indexOf(code);
  return district >= 0 ? String(district + 1).padStart(2, '0') : '';
}

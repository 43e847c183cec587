/**
 * For a filter without listings (SearchSrpRecommendNoPropertyDataByChatGpt): drop the least
 * essential conditions one at a time (features, floor, age, area, rooms, then the place narrowed
 * to its district), until some listings match. The dropped fields are named in the answer.
 */
import type { PropertyFilter } from '@portal/shared/contracts';

/** groups of fields, dropped in this order */
export const RELAX_ORDER: (keyof PropertyFilter)[][] = [
  ['propertyTag', 'rentLabel'],
  ['unitFloors'],
  ['minBuildingAge', 'maxBuildingAge'],
  ['minSaleableArea', 'maxSaleableArea', 'minBuildingArea', 'maxBuildingArea'],
  ['roomNumbers'],
  ['StationIds', 'LineId', 'estateIds', 'gscopeCode', 'districtTab'],
  ['minPriceValue'],
];

/** the filters to try after the given one, each with the fields dropped so far */
export function* relaxations(filter: PropertyFilter): Generator<{ filter: PropertyFilter; dropped: string[] }> {
  let current: PropertyFilter = { ...filter };
  const dropped: string[] = [];
  for (const group of RELAX_ORDER) {
    const present = group.filter((k) => current[k] !== undefined);
    if (!present.length) continue;
    const next: PropertyFilter = { ...current };
    for (const k of present) delete next[k];
    dropped.push(...present);
    current = next;
    yield { filter: current, dropped: [...dropped] };
  }
}

const FIELD_WORDS: Record<string, { 'zh-hk': string; 'en-us': string }> = {
  propertyTag: { 'zh-hk': '特色', 'en-us': 'the features' },
  rentLabel: { 'zh-hk': '租盤特色', 'en-us': 'the rental features' },
  unitFloors: { 'zh-hk': '樓層', 'en-us': 'the floor' },
  minBuildingAge: { 'zh-hk': '樓齡', 'en-us': 'the building age' },
  maxBuildingAge: { 'zh-hk': '樓齡', 'en-us': 'the building age' },
  minSaleableArea: { 'zh-hk': '面積', 'en-us': 'the size' },
  maxSaleableArea: { 'zh-hk': '面積', 'en-us': 'the size' },
  minBuildingArea: { 'zh-hk': '面積', 'en-us': 'the size' },
  maxBuildingArea: { 'zh-hk': '面積', 'en-us': 'the size' },
  roomNumbers: { 'zh-hk': '房數', 'en-us': 'the room count' },
  StationIds: { 'zh-hk': '港鐵站', 'en-us': 'the station' },
  LineId: { 'zh-hk': '港鐵綫', 'en-us': 'the MTR line' },
  estateIds: { 'zh-hk': '屋苑', 'en-us': 'the estate' },
  gscopeCode: { 'zh-hk': '細分地區', 'en-us': 'the neighbourhood' },
  districtTab: { 'zh-hk': '校網', 'en-us': 'the school net' },
  minPriceValue: { 'zh-hk': '最低價', 'en-us': 'the lowest price' },
};

/** the words for dropped fields (once each), in Traditional Chinese or English */
export function droppedWords(dropped: string[], english: boolean): string[] {
  return [...new Set(dropped.map((k) => FIELD_WORDS[k]?.[english ? 'en-us' : 'zh-hk'] ?? k))];
}

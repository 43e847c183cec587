/**
 * Features: the PropertyTag and rent-label names of the dictionaries, plus the ways people ask
 * for the common ones (keyed by the dictionary's English item name, so the values come from it).
 */
import { blank } from './normalize';
import { candidates, groupByFirst } from './places';
import type { ChatFilter, Feature } from './types';

/** colloquial and written ways to ask for a feature, by the dictionary item's English name */
export const FEATURE_SYNONYMS: Record<string, string[]> = {
  'near mtr': [
    '近港鐵', '近港铁', '近地鐵', '近地铁', '近鐵', '近铁', '鄰近港鐵', '邻近港铁', '港鐵上蓋', '港铁上盖', '行幾分鐘到港鐵', '步行到港鐵',
    'near mtr', 'near the mtr', 'close to mtr', 'close to the mtr', 'near a station', 'near station', 'walk to mtr', 'walking distance to mtr', 'mtr nearby', 'by the mtr',
  ],
  'sea view': ['海景', '望海', '睇到海', '看到海', '全海景', 'sea view', 'seaview', 'ocean view', 'harbour view', 'harbor view', 'view of the sea', 'sea-view'],
  'pets allowed': [
    '可養寵物', '可养宠物', '養寵物', '养宠物', '寵物', '宠物', '養貓', '养猫', '養狗', '养狗', 'pets allowed', 'pet friendly', 'pet-friendly', 'pets ok',
    'allow pets', 'with pets', 'my dog', 'my cat', 'pets', 'cat friendly', 'dog friendly', 'cat-friendly', 'dog-friendly',
  ],
  'mountain view': ['山景', '望山', 'mountain view', 'hill view'],
  'balcony': ['露台', 'balcony'],
  'with parking space': ['車位', '车位', 'parking', 'car park', 'carpark'],
  'furnished': ['連傢俬', '连家私', '有傢俬', '傢俬', 'furnished', 'with furniture'],
  'newly renovated': ['新裝修', '新装修', 'renovated', 'newly renovated'],
  'low density': ['低密度', 'low density', 'low-density'],
};

interface FeatureName { name: string; feature: Feature; alsoRentLabel: boolean }
export interface FeatureIndex { byFirst: Map<string, FeatureName[]> }

const longestFirst = (a: FeatureName, b: FeatureName) => b.name.length - a.name.length || (a.name < b.name ? -1 : 1);

/** indexes the features' names by their first two characters */
export function featureNames(features: readonly Feature[]): FeatureIndex {
  const rentNames = new Set(features.filter((f) => f.field === 'rentLabel').flatMap((f) => f.names));
  const out: FeatureName[] = [];
  for (const feature of features) for (const name of feature.names) out.push({ name, feature, alsoRentLabel: rentNames.has(name) });
  return { byFirst: groupByFirst(out) };
}

export function readFeatures(input: string, index: FeatureIndex, f: ChatFilter, rent: boolean): string {
  let text = input;
  for (const { name, feature, alsoRentLabel } of candidates(index.byFirst, text, longestFirst)) {
    const at = text.indexOf(name);
    if (at < 0) continue;
    // a rent label only for rentals, a PropertyTag of the same name otherwise
    if (feature.field === 'rentLabel' && !rent) continue;
    if (feature.field === 'propertyTag' && rent && alsoRentLabel) continue;
    const list = f[feature.field] ?? [];
    if (!list.includes(feature.value)) f[feature.field] = [...list, feature.value].sort((a, b) => a - b);
    text = blank(text, at, name.length);
  }
  return text;
}

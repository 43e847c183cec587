/**
 * Property categories (t) and sub-categories (b) of the list filter. Labels are i18n keys
 * (filters.category.*); ids are the propertyCategory / subCategory numbers of the search body.
 */
export interface Category {
  id: string;
  key: string;
  subs: { id: string; key: string }[];
}

export const CATEGORIES: readonly Category[] = [
  {
    id: '1',
    key: 'residential',
    subs: [
      { id: '1', key: 'apartment' },
      { id: '2', key: 'villageHouse' },
      { id: '3', key: 'house' },
    ],
  },
  {
    id: '2',
    key: 'commercial',
    subs: [
      { id: '4', key: 'office' },
      { id: '5', key: 'shop' },
      { id: '6', key: 'industrial' },
    ],
  },
  { id: '3', key: 'carPark', subs: [] },
];

export function categoryKey(id: string): string | undefined {
  return CATEGORIES.find((c) => c.id === id)?.key;
}

export function subCategoryKey(id: string): string | undefined {
  return CATEGORIES.flatMap((c) => c.subs).find((s) => s.id === id)?.key;
}

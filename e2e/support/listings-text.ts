/** The words the listings journeys look for, per language (from the apps' locale files and the reference data). */
export const TEXT = {
  'en-us': {
    filters: /^Filters \(/,
    apply: 'Show results',
    region: 'Hong Kong Island',
    district: 'Wan Chai',
    bedrooms: 'Bedrooms',
    twoRooms: '2 bedrooms',
    priceFrom: 'Price from',
    priceTo: 'Price to',
    rangeError: /^Price range error/,
    removeChip: /^Remove filter: /,
    page2: 'Page 2',
    total: /listings found/,
  },
  'zh-hk': {
    filters: /^篩選（/,
    apply: '顯示結果',
    region: '港島',
    district: '灣仔區',
    bedrooms: '房間',
    twoRooms: '2房',
    priceFrom: '價錢由',
    priceTo: '價錢至',
    rangeError: /^價錢範圍錯誤/,
    removeChip: /^移除篩選條件：/,
    page2: '第 2 頁',
    total: /\d/,
  },
} as const;

export type JourneyLocale = keyof typeof TEXT;
export const prefix = (locale: JourneyLocale) => (locale === 'zh-hk' ? '' : `/${locale}`);

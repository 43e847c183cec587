/**
 * The assistant's sentences. Written in Traditional Chinese (Hong Kong) and English; the
 * Simplified text is the Traditional one converted with OpenCC (Hong Kong to mainland), so the
 * two scripts never drift apart. Every number in them is passed in from a query.
 */
import * as OpenCC from 'opencc-js';
import type { Language } from '@portal/shared/contracts';

const toSimplified = OpenCC.Converter({ from: 'hk', to: 'cn' });

const TEXTS = {
  results: {
    'zh-hk': '按你的條件找到 {total} 個{kind}，{range}以下是其中 {shown} 個。',
    'en-us': 'I found {total} {kind} matching your question. {range}Here are {shown} of them.',
  },
  range: { 'zh-hk': '價錢由 {min} 至 {max}。', 'en-us': 'Prices run from {min} to {max}. ' },
  sale: { 'zh-hk': '出售盤', 'en-us': 'flats for sale' },
  rent: { 'zh-hk': '出租盤', 'en-us': 'flats to rent' },
  any: { 'zh-hk': '盤', 'en-us': 'listings' },
  noResults: { 'zh-hk': '暫時沒有完全符合條件的盤。', 'en-us': 'No listing matches all of that yet.' },
  relaxed: {
    'zh-hk': '不計{fields}的話，有 {total} 個：',
    'en-us': 'Leaving out {fields}, there are {total}:',
  },
  nothingNear: { 'zh-hk': '放寬條件後仍然沒有盤，請試試其他地區或預算。', 'en-us': 'Even with fewer conditions there is none; try another area or budget.' },
  evaluation: {
    'zh-hk': '{estate}過去 {months} 個月有 {count} 宗{band}成交（{from} 至 {to}），以實用面積計，中位數 {median}，由 {min} 至 {max}。',
    'en-us': '{estate} had {count} sales{band} in the last {months} months ({from} to {to}): a median saleable-area price of {median}, from {min} to {max}.',
  },
  estimate: {
    'zh-hk': '以此計算，這個 {area} 呎單位約值 {estimate}。',
    'en-us': 'At that rate this {area} ft² flat would be worth about {estimate}.',
  },
  bandRooms: { 'zh-hk': '{rooms}房、{lo}至{hi}呎的', 'en-us': ' of {rooms}-room flats of {lo} to {hi} ft²' },
  bandArea: { 'zh-hk': '{lo}至{hi}呎的', 'en-us': ' of flats of {lo} to {hi} ft²' },
  noDeals: {
    'zh-hk': '{estate}過去 {months} 個月沒有相近單位的成交，未能估價。',
    'en-us': '{estate} has had no sales of similar flats in the last {months} months, so there is nothing to value it from.',
  },
  sourceListings: { 'zh-hk': '符合條件的盤（共 {total} 個）', 'en-us': 'Listings matching the filter ({total} in all)' },
  sourceDeals: { 'zh-hk': '{estate}過去 {months} 個月的出售成交（{count} 宗）', 'en-us': '{estate}: sale deals of the last {months} months ({count})' },
  notUnderstood: {
    'zh-hk': '我未明白你的問題。你想買定租？想搵邊區、幾多房、預算幾多？例如「沙田兩房600萬以下」。',
    'en-us': 'I did not understand that. Are you buying or renting, where, how many rooms, and what budget? For example "2 bed in Sha Tin under 6M".',
  },
  ambiguousPlace: { 'zh-hk': '「{names}」可以指幾個地方，請說清楚一點（例如加上地區）。', 'en-us': '"{names}" could mean more than one place; please say which (add the district, for example).' },
  priceUnit: { 'zh-hk': '你的預算是多少？請寫上單位，例如「600萬」或「月租2萬」。', 'en-us': 'What is your budget? Please give the unit, for example "6M" or "$20k a month".' },
  nothingToRefine: {
    'zh-hk': '想在哪方面調整？請先告訴我地區、房數或預算。',
    'en-us': 'What should I change? Tell me an area, a room count or a budget first.',
  },
} satisfies Record<string, { 'zh-hk': string; 'en-us': string }>;

export type TextKey = keyof typeof TEXTS;

export function localize(language: Language, key: TextKey, params: Record<string, string | number> = {}): string {
  const table = TEXTS[key];
  const base = language === 'en-us' ? table['en-us'] : table['zh-hk'];
  const filled = base.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''));
  return language === 'zh-cn' ? toSimplified(filled) : filled;
}

/** joins field names for a sentence */
export function listWords(language: Language, words: string[]): string {
  return language === 'en-us' ? words.join(', ') : words.join('、');
}

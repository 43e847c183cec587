/**
 * The words of page titles in the three languages: a listing ('太和雅軒 高層4房 $891萬',
 * 'Tai Wo Nga Hin, high floor, 4 bedrooms, $8.91M') and a list's filter ('Sha Tin 2-bedroom
 * flats for sale under $6M').
 */
import type { Language } from '../contracts';
import { formatMoney, formatRent } from '../format';

type Words = Record<Language, string>;
const w = (zhHk: string, zhCn: string, enUs: string): Words => ({ 'zh-hk': zhHk, 'zh-cn': zhCn, 'en-us': enUs });

/** floor bands 1 low, 2 middle, 3 high (the listing's floorLevel) */
const FLOOR: Record<number, Words> = {
  1: w('低層', '低层', 'low floor'),
  2: w('中層', '中层', 'middle floor'),
  3: w('高層', '高层', 'high floor'),
};

export function roomsWords(rooms: number, locale: Language): string {
  if (rooms <= 0) return w('開放式', '开放式', 'studio')[locale];
  if (locale === 'en-us') return rooms === 1 ? '1 bedroom' : `${rooms} bedrooms`;
  return `${rooms}房`;
}

export interface ListingWords {
  /** the estate's name, else the listing's own title */
  name: string;
  floorLevel: number | null;
  rooms: number;
  price: number;
  rent: boolean;
}

/** '太和雅軒 高層4房 $891萬' / 'Tai Wo Nga Hin, high floor, 4 bedrooms, $8.91M' */
export function listingTitle(l: ListingWords, locale: Language): string {
  const floor = l.floorLevel === null ? undefined : FLOOR[l.floorLevel]?.[locale];
  const price = l.rent ? formatRent(l.price, locale) : formatMoney(l.price, locale);
  const rooms = roomsWords(l.rooms, locale);
  if (locale === 'en-us') return [l.name, floor, rooms, price].filter(Boolean).join(', ');
  return `${l.name} ${floor ?? ''}${rooms} ${price}`;
}

export type ListWordsKind = 'buy' | 'rent' | 'serviced';

export interface ListWords {
  kind: ListWordsKind;
  /** the chosen region, district, area or station names */
  places: readonly string[];
  /** chosen room counts (0 studio) */
  rooms: readonly number[];
  /** HKD bounds (sale prices, monthly rents) */
  priceMin?: number;
  priceMax?: number;
  /** the keyword searched for */
  keyword?: string;
}

const HOMES: Record<ListWordsKind, Words> = {
  buy: w('樓盤出售', '楼盘出售', 'flats for sale'),
  rent: w('租盤', '租盘', 'flats for rent'),
  serviced: w('服務式住宅', '服务式住宅', 'serviced apartments'),
};
const EVERYWHERE = w('全港', '全港', 'Hong Kong');

function priceWords(l: ListWords, locale: Language): string {
  const money = (v: number) => (l.kind === 'buy' ? formatMoney(v, locale) : formatRent(v, locale));
  const { priceMin: min, priceMax: max } = l;
  if (min && max) return w(`${money(min)}至${money(max)}`, `${money(min)}至${money(max)}`, `from ${money(min)} to ${money(max)}`)[locale];
  if (max) return w(`${money(max)}以下`, `${money(max)}以下`, `under ${money(max)}`)[locale];
  if (min) return w(`${money(min)}以上`, `${money(min)}以上`, `over ${money(min)}`)[locale];
  return '';
}

function roomsAdjective(rooms: readonly number[], locale: Language): string {
  if (rooms.length === 0) return '';
  const sorted = [...rooms].sort((a, b) => a - b);
  if (locale !== 'en-us') return sorted.map((r) => roomsWords(r, locale)).join('/');
  if (sorted.every((r) => r <= 0)) return 'studio';
  return `${sorted.filter((r) => r > 0).join('/')}-bedroom`;
}

/** 'Sha Tin 2-bedroom flats for sale under $6M' / '沙田2房樓盤出售 $600萬以下' */
export function listTitle(l: ListWords, locale: Language): string {
  const place = l.places.length ? l.places.slice(0, 2).join(locale === 'en-us' ? ', ' : '、') : EVERYWHERE[locale];
  const rooms = roomsAdjective(l.rooms, locale);
  const price = priceWords(l, locale);
  const keyword = l.keyword ? `${l.keyword} ` : '';
  if (locale === 'en-us') return `${keyword}${[place, rooms, HOMES[l.kind][locale], price].filter(Boolean).join(' ')}`;
  return `${keyword}${place}${rooms}${HOMES[l.kind][locale]}${price ? ` ${price}` : ''}`;
}

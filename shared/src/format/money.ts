/**
 * Money, area and age display (spec 9): plain below 100,000; K (English) or 萬/万 (Chinese) up to
 * one million; M in English from one million; 億/亿 in Chinese from 100 million.
 */
import type { Language } from '../contracts';

export const EMPTY_VALUE = '--';

export interface MoneyOptions {
  /** HK$ instead of $ */
  hk?: boolean;
  /** no currency mark at all */
  bare?: boolean;
}

/**
 * Rounds to at most `digits` decimals, drops trailing zeros, groups thousands with commas: what
 * `Intl.NumberFormat('en-US', { maximumFractionDigits })` prints (a test checks them against each
 * other), in plain arithmetic, because building the first Intl formatter of a page loads ICU
 * number data on the main thread (about 50 ms measured on a results page's first render).
 */
export function compactNumber(value: number, digits: number): string {
  const abs = Math.abs(value);
  const text = String(abs);
  // non-finite and exponent notations (below 1e-6, from 1e21) are left to Intl: never prices
  if (!Number.isFinite(value) || text.includes('e')) {
    return new Intl.NumberFormat('en-US', { maximumFractionDigits: digits }).format(value);
  }
  // Intl rounds the shortest decimal that reads back as the double (1.005 -> 1.01), half up
  const [whole = '0', fraction = ''] = text.split('.');
  let units = BigInt(whole + fraction.slice(0, digits).padEnd(digits, '0'));
  if ((fraction[digits] ?? '0') >= '5') units += 1n;
  const all = units.toString().padStart(digits + 1, '0');
  const int = all.slice(0, all.length - digits);
  const decimals = all.slice(all.length - digits).replace(/0+$/, '');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${decimals ? `.${decimals}` : ''}`;
}

function scaled(abs: number, locale: Language): string {
  const zh = locale !== 'en-us';
  const wan = locale === 'zh-cn' ? '万' : '萬';
  const yi = locale === 'zh-cn' ? '亿' : '億';
  if (abs < 100_000) return compactNumber(abs, 0);
  if (zh) {
    const inWan = Math.round((abs / 10_000) * 10) / 10;
    if (abs < 100_000_000 && inWan < 10_000) return `${compactNumber(inWan, 1)}${wan}`;
    return `${compactNumber(abs / 100_000_000, 2)}${yi}`;
  }
  const inK = Math.round((abs / 1_000) * 10) / 10;
  if (abs < 1_000_000 && inK < 1_000) return `${compactNumber(inK, 1)}K`;
  return `${compactNumber(abs / 1_000_000, 2)}M`;
}

/** e.g. $85,000 · $850K / $85萬 · $8.5M / $850萬 · $120M / $1.2億 */
export function formatMoney(amount: number | null | undefined, locale: Language, opts: MoneyOptions = {}): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return EMPTY_VALUE;
  const mark = opts.bare ? '' : opts.hk ? 'HK$' : '$';
  const sign = amount < 0 ? '-' : '';
  return `${sign}${mark}${scaled(Math.abs(amount), locale)}`;
}

const PER_MONTH: Record<Language, string> = { 'zh-hk': '/月', 'zh-cn': '/月', 'en-us': '/month' };

/** A monthly rent, e.g. $18,000/month, $18,000/月. */
export function formatRent(amount: number | null | undefined, locale: Language, opts: MoneyOptions = {}): string {
  const money = formatMoney(amount, locale, opts);
  return money === EMPTY_VALUE ? money : `${money}${PER_MONTH[locale]}`;
}

const PER_FOOT: Record<Language, string> = { 'zh-hk': '/呎', 'zh-cn': '/尺', 'en-us': '/ft²' };

/** A price per square foot, e.g. $12,345/ft², $12,345/呎. */
export function formatUnitPrice(perSqft: number | null | undefined, locale: Language, opts: MoneyOptions = {}): string {
  if (perSqft === null || perSqft === undefined || !Number.isFinite(perSqft) || perSqft <= 0) return EMPTY_VALUE;
  const mark = opts.bare ? '' : opts.hk ? 'HK$' : '$';
  return `${mark}${compactNumber(perSqft, 0)}${PER_FOOT[locale]}`;
}

export const AREA_UNIT: Record<Language, string> = { 'zh-hk': '平方呎', 'zh-cn': '平方尺', 'en-us': 'sq. ft' };

/** e.g. 650 sq. ft, 650平方呎, 650平方尺. */
export function formatArea(sqft: number | null | undefined, locale: Language): string {
  if (sqft === null || sqft === undefined || !Number.isFinite(sqft) || sqft <= 0) return EMPTY_VALUE;
  const value = compactNumber(sqft, 0);
  return locale === 'en-us' ? `${value} ${AREA_UNIT[locale]}` : `${value}${AREA_UNIT[locale]}`;
}

/** Building age, e.g. 1 year, 12 years, 12年. */
export function formatAge(years: number | null | undefined, locale: Language): string {
  if (years === null || years === undefined || !Number.isFinite(years) || years < 0) return EMPTY_VALUE;
  const value = Math.round(years);
  if (locale !== 'en-us') return `${value}年`;
  return `${value} ${value === 1 ? 'year' : 'years'}`;
}

export type PriceKind = 'sale' | 'new' | 'rent';

const PRICE_UNITS: Record<'tenThousand' | 'hkd', Record<Language, string>> = {
  tenThousand: { 'zh-hk': '萬', 'zh-cn': '万', 'en-us': '10K' },
  hkd: { 'zh-hk': '港元', 'zh-cn': '港元', 'en-us': 'HKD' },
};

/** Spec 5: prices are entered in 10K for sale and new properties, in HKD for rent. */
export function priceUnitLabel(kind: PriceKind, locale: Language): string {
  return PRICE_UNITS[kind === 'rent' ? 'hkd' : 'tenThousand'][locale];
}

/** Spec 5: an entered sale or new-property price is in 10K; the query carries dollars. */
export function priceToQuery(entered: number, kind: PriceKind): number {
  return kind === 'rent' ? entered : Math.round(entered * 10_000);
}

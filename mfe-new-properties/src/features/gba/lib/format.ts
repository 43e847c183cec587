/** Numbers, money and areas of the GBA pages in the page's language. */
import type { GbaArea, GbaCurrency, GbaRate } from '@portal/shared/contracts';
import type { Locale } from '@portal/shared/routing';
import type { TFunction } from 'i18next';

const INTL: Record<Locale, string> = { 'zh-hk': 'zh-HK', 'zh-cn': 'zh-CN', 'en-us': 'en-US' };

export function numberText(value: number, locale: Locale, fractionDigits = 0): string {
  return new Intl.NumberFormat(INTL[locale], { maximumFractionDigits: fractionDigits, minimumFractionDigits: 0 }).format(value);
}

export type Money = GbaCurrency | 'HKD';

/** "RMB 4,952,000 (HKD 5,434,000)", "人民幣 4,952,000（港元 5,434,000）" */
export function withHkdText(t: TFunction, amount: number, hkd: number, currency: GbaCurrency, locale: Locale, fractionDigits = 0): string {
  return t('withHkd', { local: moneyText(t, amount, currency, locale, fractionDigits), hkd: moneyText(t, hkd, 'HKD', locale, fractionDigits) });
}

/** "RMB 4,952,000", "港元 5,434,000" */
export function moneyText(t: TFunction, amount: number, currency: Money, locale: Locale, fractionDigits = 0): string {
  return `${t(`currency.${currency}`)} ${numberText(amount, locale, fractionDigits)}`;
}

export function areaRangeText(t: TFunction, area: GbaArea, locale: Locale): string {
  if (area.minM2 === null || area.maxM2 === null || area.minFt2 === null || area.maxFt2 === null) return '';
  if (area.minM2 === area.maxM2) return t('area', { m2: numberText(area.minM2, locale, 1), ft2: numberText(area.minFt2, locale) });
  return t('areaRange', {
    min: numberText(area.minM2, locale, 1), max: numberText(area.maxM2, locale, 1),
    minFt2: numberText(area.minFt2, locale), maxFt2: numberText(area.maxFt2, locale),
  });
}

/** the stated rate: "HKD amounts at HKD 1.0975 for RMB 1, the rate of 2026-11-20. Source: ..." */
export function rateText(t: TFunction, rate: GbaRate, locale: Locale): string {
  return t('rate', { hkd: numberText(rate.hkdPerUnit, locale, 4), currency: t(`currency.${rate.currency}`), date: rate.asOf, source: rate.source });
}

/** a percentage of a fraction: 0.015 -> "1.5" */
export const percentText = (fraction: number, locale: Locale): string => numberText(fraction * 100, locale, 2);

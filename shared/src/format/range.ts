/** Spec 5: price and area ranges as summary text, and the low-to-high rule of the two boxes. */
import type { Language } from '../contracts';

export type RangeValue = number | string | null | undefined;

function present(value: RangeValue): value is number | string {
  return value !== null && value !== undefined && String(value).trim() !== '';
}

const WORDS: Record<Language, { above: string; below: string }> = {
  'zh-hk': { above: '以上', below: '以下' },
  'zh-cn': { above: '以上', below: '以下' },
  'en-us': { above: 'Above', below: 'Below' },
};

function withUnit(value: number | string, unit: string, word: string, locale: Language): string {
  const v = String(value).trim();
  if (locale !== 'en-us') return `${v}${unit}${word}`;
  return [v + unit, word].join(' ');
}

/**
 * min-max with both; min + unit + Above (以上) with only a minimum; max + unit + Below (以下)
 * with only a maximum; '' with neither. In English the unit should carry its own leading space
 * when it needs one (' sq. ft'), as in Chinese none is used ('萬').
 */
export function rangeText(min: RangeValue, max: RangeValue, unit: string, locale: Language): string {
  const hasMin = present(min);
  const hasMax = present(max);
  if (hasMin && hasMax) return `${String(min).trim()}-${String(max).trim()}`;
  if (hasMin) return withUnit(min, unit, WORDS[locale].above, locale);
  if (hasMax) return withUnit(max, unit, WORDS[locale].below, locale);
  return '';
}

export type RangeError = 'range';

/**
 * null when the range is acceptable: either box may be empty; a filled box must hold a number
 * that is not negative; the low bound must not exceed the high bound. Otherwise 'range'
 * (shown as "Price range error", or the area range errors).
 */
export function validateRange(min: RangeValue, max: RangeValue): RangeError | null {
  const values = [min, max].map((v) => (present(v) ? Number(String(v).trim()) : undefined));
  if (values.some((v) => v !== undefined && (!Number.isFinite(v) || v < 0))) return 'range';
  const [low, high] = values;
  if (low !== undefined && high !== undefined && low > high) return 'range';
  return null;
}

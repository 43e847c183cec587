/**
 * Budgets: '600萬以下', '六百万以内', 'under 6 million', '6M', '$25k a month', '兩球' (2 million),
 * '500至700萬', 'around 8M'. Amounts are HKD; an amount not marked as a floor ('以上', 'over')
 * or as approximate ('左右', 'around') is a ceiling: '600萬以下', 'under 6M' and 'budget 6M' alike.
 */
import { CN_NUMERAL, readNumber } from './numbers';
import { blank } from './normalize';

const NUM = `(\\d+(?:\\.\\d+)?|[${CN_NUMERAL}]+)`;
const UNIT = '(百萬|百万|千萬|千万|萬|万|億|亿|球|千|k|m\\b|mil\\b|million|mn\\b|蚊|元|hkd)?';
const MULT: Record<string, number> = {
  百萬: 1e6, 百万: 1e6, 千萬: 1e7, 千万: 1e7, 萬: 1e4, 万: 1e4, 億: 1e8, 亿: 1e8, 球: 1e6, 千: 1e3,
  k: 1e3, m: 1e6, mil: 1e6, million: 1e6, mn: 1e6,
};
const AMOUNT = new RegExp(`(\\$|hk\\$)?\\s?${NUM}\\s?${UNIT}(半|[一二兩两三四五六七八九](?![${CN_NUMERAL}房]))?`, 'g');
const LONE_WAN = new RegExp(`(^|[^\\d${CN_NUMERAL}])([萬万])(?=[一二兩两三四五六七八九])`, 'g');
const TENTHS: Record<string, number> = { 一: 1, 二: 2, 兩: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };

const MIN_AFTER = /^\s?(以上|或以上|起|\+|or more|or above|and up)/;
const AROUND_AFTER = /^\s?(左右|上下|度)/;
const MIN_BEFORE = /(over|above|more than|at least|min(imum)?|from|超過|超过|多過|多过|高於|高于|最少|至少|>)\s?$/;
const AROUND_BEFORE = /(around|about|roughly|approx\.?|大約|大约|大概|約|约)\s?$/;
const RANGE_JOIN = /^\s?(至|到|-|~|to|and)\s?$/;

/** more than any flat costs (and than a search filter takes): read as a mistake, asked back */
const MAX_AMOUNT = 1e11;

export interface MoneyRead {
  minPriceValue?: number;
  maxPriceValue?: number;
  /** an amount was written without a unit that says its size ('budget 6') */
  unclear: boolean;
  text: string;
}

interface Hit { index: number; length: number; value: number; hasUnit: boolean }

/** what a bare number followed by these is not: a year, a block, a phase */
const NOT_MONEY_AFTER = /^\s?(年|years?|號|号|座|期|樓|楼|室|校網|校网|school net|net\b|st\b|nd\b|rd\b|th\b)/;

const NOT_MONEY_BEFORE = /(built|since|year|in the|入伙|入夥|落成|建成|第)\s?$/;

/** amounts; a bare number (no unit, no $) is an amount only in a question about money or rent */
function amounts(text: string, moneyContext: boolean): Hit[] {
  const hits: Hit[] = [];
  for (const m of text.matchAll(AMOUNT)) {
    const n = readNumber(m[2] as string);
    if (Number.isNaN(n)) continue;
    const unit = m[3];
    const mult = unit ? (MULT[unit] ?? 1) : 1;
    // '兩萬五' is 25,000, '一球半' 1.5 million
    const half = m[4] === '半' ? mult / 2 : m[4] && unit ? ((TENTHS[m[4]] ?? 0) * mult) / 10 : 0;
    const money = Boolean(m[1] || unit);
    // digits or a numeral with its place ('八千'); '一點', '一下' are no amounts, nor '2015年', 'built 2015', '第3座'
    const digits = /^\d|[十拾百佰千仟廿]/.test(m[2] as string);
    if (!money && (!digits || NOT_MONEY_AFTER.test(text.slice(m.index + m[0].length)) || NOT_MONEY_BEFORE.test(text.slice(0, m.index)))) continue;
    // a bare number: the start of a range ('5 to 7 million'), else unclear unless money is the subject
    if (!money && (n < 1000 || !moneyContext)) {
      hits.push({ index: m.index, length: m[0].length, value: n, hasUnit: false });
      continue;
    }
    hits.push({ index: m.index, length: m[0].length, value: Math.round(n * mult + half), hasUnit: true });
  }
  return hits;
}

export function readMoney(input: string, moneyContext: boolean): MoneyRead {
  // '萬八' is one 萬 and eight thousand
  let text = input.replace(LONE_WAN, '$1一$2');
  const hits = amounts(text, moneyContext);
  const out: MoneyRead = { unclear: false, text };
  if (hits.some((h) => !(h.value <= MAX_AMOUNT))) return { unclear: true, text };
  for (let i = 0; i < hits.length; i++) {
    const h = hits[i] as Hit;
    const next = hits[i + 1];
    const between = next ? text.slice(h.index + h.length, next.index) : '';
    if (next && RANGE_JOIN.test(between) && next.hasUnit) {
      // '500至700萬': the second amount's unit applies to the first
      out.minPriceValue = h.hasUnit ? h.value : unitLike(h.value, next.value);
      out.maxPriceValue = next.value;
      text = blank(blank(text, h.index, h.length), next.index, next.length);
      i++;
      continue;
    }
    if (!h.hasUnit) {
      if (!RANGE_JOIN.test(between)) out.unclear = true;
      continue;
    }
    const before = text.slice(Math.max(0, h.index - 16), h.index);
    const after = text.slice(h.index + h.length, h.index + h.length + 12);
    if (MIN_AFTER.test(after) || MIN_BEFORE.test(before)) out.minPriceValue = h.value;
    else if (AROUND_AFTER.test(after) || AROUND_BEFORE.test(before)) {
      out.minPriceValue = Math.round(h.value * 0.9);
      out.maxPriceValue = Math.round(h.value * 1.1);
    } else out.maxPriceValue = h.value;
    text = blank(text, h.index, h.length);
  }
  out.text = text;
  return out;
}

/** '5 to 7 million': the first amount takes the second's magnitude */
function unitLike(first: number, second: number): number {
  for (const mult of [1e8, 1e7, 1e6, 1e4, 1e3]) {
    if (second >= mult && first * mult <= second) return first * mult;
  }
  return first;
}

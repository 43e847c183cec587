/** Numbers written in digits or Chinese numerals ('六百', '一千二百', '兩', '廿'). */

const DIGITS: Record<string, number> = {
  零: 0, 〇: 0, 一: 1, 壹: 1, 二: 2, 兩: 2, 两: 2, 貳: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9,
};
const UNITS: Record<string, number> = { 十: 10, 拾: 10, 百: 100, 佰: 100, 千: 1000, 仟: 1000 };

/** the numeral characters a Chinese number is written with */
export const CN_NUMERAL = '零〇一壹二兩两貳三四五六七八九十拾百佰千仟廿';

/** '六百' 600, '一千二百' 1200, '三千五' 3500, '十二' 12, '廿' 20; NaN when not a numeral */
export function chineseToNumber(s: string): number {
  if (!s) return NaN;
  let total = 0;
  let digit = -1;
  let lastUnit = 0;
  for (const ch of s) {
    if (ch === '廿') { total += 20; digit = -1; lastUnit = 10; continue; }
    if (ch in DIGITS) { digit = DIGITS[ch] as number; continue; }
    const unit = UNITS[ch];
    if (unit === undefined) return NaN;
    total += (digit < 0 ? 1 : digit) * unit;
    digit = -1;
    lastUnit = unit;
  }
  // '三千五' means 3500: a trailing digit is worth a tenth of the last unit
  if (digit >= 0) total += lastUnit >= 100 ? digit * (lastUnit / 10) : digit;
  return total;
}

/** digits ('6', '8.5', '25000') or a Chinese numeral */
export function readNumber(s: string): number {
  if (/^\d+(\.\d+)?$/.test(s)) return Number(s);
  return chineseToNumber(s);
}

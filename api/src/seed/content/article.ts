/** The shape of one content row before ids and dates are assigned, and money wording. */
import type { L, LList } from '../text';
import type { LBlocks } from './blocks';

export type Kind = 'news' | 'estate-news' | 'tips' | 'encyclopedia' | 'faq';

export interface Article {
  kind: Kind;
  categoryId: number;
  title: L;
  summary: L;
  body: LList | LBlocks;
  tags: string[];
  /** days before the reference date */
  daysAgo: number;
  estateId?: number;
  cover?: string;
  author?: string;
}

/** HKD in Chinese wording: 680萬, 1.25億, $38,000 */
export function moneyZh(v: number): string {
  if (v >= 1e8) return `${+(v / 1e8).toFixed(2)}億`;
  if (v >= 1e5) return `${+(v / 1e4).toFixed(v >= 1e7 ? 0 : 1)}萬`;
  return `$${Math.round(v).toLocaleString('en-US')}`;
}

/** HKD in English wording: HK$6.8M, HK$125M, HK$38,000 */
export function moneyEn(v: number): string {
  if (v >= 1e6) return `HK$${+(v / 1e6).toFixed(2)}M`;
  return `HK$${Math.round(v).toLocaleString('en-US')}`;
}

export const pct = (x: number, digits = 1) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(digits)}%`;
export const num = (x: number) => Math.round(x).toLocaleString('en-US');

export function median(xs: number[]): number {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
}

const EN_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export const monthEn = (ym: string) => `${EN_MONTHS[Number(ym.slice(5, 7)) - 1]} ${ym.slice(0, 4)}`;
export const monthZh = (ym: string) => `${ym.slice(0, 4)}年${Number(ym.slice(5, 7))}月`;
export const dateZh = (d: string) => `${d.slice(0, 4)}年${Number(d.slice(5, 7))}月${Number(d.slice(8, 10))}日`;
export const dateEn = (d: string) => `${Number(d.slice(8, 10))} ${EN_MONTHS[Number(d.slice(5, 7)) - 1]} ${d.slice(0, 4)}`;

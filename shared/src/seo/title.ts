/** Page titles: the site's name per language and a length search results show whole. */
import type { Language } from '../contracts';

export const SITE_NAME: Record<Language, string> = { 'zh-hk': '港居', 'zh-cn': '港居', 'en-us': 'HarbourHome' };

/** about what a results page shows of a title, CJK characters counting double */
export const TITLE_MAX_WIDTH = 60;

const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

/** display width: East Asian wide and full-width characters count 2, others 1 */
export function displayWidth(text: string): number {
  let width = 0;
  for (const ch of text) width += WIDE.test(ch) || ch.codePointAt(0)! > 0x1ffff ? 2 : 1;
  return width;
}

function cut(text: string, width: number): string {
  let out = '';
  let used = 0;
  for (const ch of text) {
    const w = displayWidth(ch);
    if (used + w > width) break;
    out += ch;
    used += w;
  }
  return out.trimEnd();
}

/**
 * 'page | 港居' within `max` display columns; a page's title too long for the site's name goes
 * without it (its end, the price, matters more), and one longer than `max` is shortened with '…'
 */
export function siteTitle(title: string, locale: Language, max = TITLE_MAX_WIDTH): string {
  const suffix = ` | ${SITE_NAME[locale]}`;
  const clean = title.replace(/\s+/g, ' ').trim();
  if (!clean) return SITE_NAME[locale];
  const width = displayWidth(clean);
  if (width + displayWidth(suffix) <= max) return clean + suffix;
  return width <= max ? clean : `${cut(clean, max - 1)}…`;
}

/** a description of at most `max` display columns, cut at a word or sentence end when it can be */
export function fitDescription(text: string, max = 300): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (displayWidth(clean) <= max) return clean;
  const head = cut(clean, max - 1);
  const space = head.lastIndexOf(' ');
  return `${space > head.length * 0.7 ? head.slice(0, space) : head}…`;
}

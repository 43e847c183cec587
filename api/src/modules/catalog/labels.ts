/** Fixed localized labels the catalog answers with (statuses and units of spec 3.1, 4.1, 4.2). */
import type { Language, Localized } from '@portal/shared/contracts';

type Table = Record<number, Localized>;
const L = (hk: string, cn: string, en: string): Localized => ({ 'zh-hk': hk, 'zh-cn': cn, 'en-us': en });

/** Listing statuses (spec 4.1), by listings.status. */
export const LISTING_STATUS: Table = {
  1: L('未生效，等待付款', '未生效，等待付款', 'Not yet effective, awaiting payment'),
  2: L('審核中', '审核中', 'Under review'),
  3: L('審核未通過', '审核未通过', 'Not approved'),
  4: L('生效中', '生效中', 'Effective'),
  5: L('已過期', '已过期', 'Expired'),
  6: L('已隱藏', '已隐藏', 'Hidden'),
  7: L('已刪除', '已删除', 'Deleted'),
  8: L('內容已更新', '内容已更新', 'Content updated'),
  9: L('已下架', '已下架', 'Removed'),
};
export const LISTING_STATUS_KEY: Record<number, string> = {
  1: 'awaitingPayment', 2: 'underReview', 3: 'notApproved', 4: 'effective', 5: 'expired', 6: 'hidden', 7: 'deleted',
  8: 'contentUpdated', 9: 'removed',
};
/** statuses shown in searches */
export const VISIBLE_STATUSES = [4, 8];
/** statuses whose page shows recommendations instead */
export const RECOMMEND_STATUSES = [7, 9];

export const RENTAL_TYPE: Table = { 1: L('出售', '出售', 'For sale'), 2: L('出租', '出租', 'For rent') };

export const SALE_FORM: Table = {
  1: L('一手', '一手', 'First-hand'),
  2: L('二手', '二手', 'Second-hand'),
  3: L('拍賣', '拍卖', 'Auction'),
  4: L('招標', '招标', 'Tender'),
};

/** New development sales status (spec 4.2). */
export const SALES_STATUS: Table = {
  1: L('待售', '待售', 'Pending'),
  2: L('現正銷售', '现正销售', 'On sale'),
  3: L('已售罄', '已售罄', 'Sold out'),
  4: L('招標中', '招标中', 'Tendering'),
};
/** New development unit status. */
export const UNIT_STATUS: Table = {
  1: L('可供出售', '可供出售', 'For sale'),
  2: L('已預留', '已预留', 'Reserved'),
  3: L('已售', '已售', 'Sold'),
};

export function label(table: Table, key: number | null | undefined, lang: Language): string {
  if (key === null || key === undefined) return '';
  const e = table[key];
  return e ? e[lang] : String(key);
}

export function roomNumberText(n: number, lang: Language): string {
  if (n === 0) return lang === 'en-us' ? 'Studio' : '開放式'.replace('開', lang === 'zh-cn' ? '开' : '開');
  if (lang === 'en-us') return `${n} bedroom${n === 1 ? '' : 's'}`;
  return `${n}房`;
}

/** Replaces every {zh-hk, zh-cn, en-us} object inside a jsonb value by its text in `lang`. */
export function localizeDeep(value: unknown, lang: Language): unknown {
  if (Array.isArray(value)) return value.map((v) => localizeDeep(v, lang));
  if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (typeof o['zh-hk'] === 'string') return (typeof o[lang] === 'string' && o[lang]) || o['zh-hk'];
    return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, localizeDeep(v, lang)]));
  }
  return value;
}

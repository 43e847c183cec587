/**
 * Content rules of spec 5: messages must not carry contact details and must not advertise.
 * Text is normalized first (full-width forms, Chinese numerals, runs of white space), so
 * 'ＷｈａｔｓＡｐｐ ９１２３ ４５６７' and '九一二三四五六七' are caught like their plain forms.
 *
 * Hostile text must not make a check slow: the checks examine at most CONTENT_CHECK_LIMIT
 * characters, and every pattern runs in linear time (no quantified run is followed by another
 * that can match the same characters, and a match needs only its shortest prefix).
 */
const CHINESE_DIGITS: Record<string, string> = {
  零: '0', '〇': '0', 一: '1', 二: '2', 三: '3', 四: '4', 五: '5', 六: '6', 七: '7', 八: '8', 九: '9',
  壹: '1', 貳: '2', 贰: '2', 參: '3', 叁: '3', 肆: '4', 伍: '5', 陸: '6', 陆: '6', 柒: '7', 捌: '8', 玖: '9',
};

/** Characters the checks examine; the schemas that apply them allow far fewer (500 at most). */
export const CONTENT_CHECK_LIMIT = 2000;

/** The first CONTENT_CHECK_LIMIT characters, NFKC (full-width to ASCII), lower case, Chinese
 * numerals to digits, every run of white space as one space. */
export function normalizeForChecks(text: string): string {
  return text
    .slice(0, CONTENT_CHECK_LIMIT)
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[零〇一二三四五六七八九壹貳贰參叁肆伍陸陆柒捌玖]/g, (c) => CHINESE_DIGITS[c] ?? c)
    .replace(/\s+/g, ' ');
}

const DIGIT_RUN = /\+?(?:\d[\s\-.()_/·]*){8,}/g;
const DATE = /(?:19|20)\d{2} ?[-/.] ?\d{1,2} ?[-/.] ?\d{1,2}(?!\d)/g;

/** A run of at least 8 digits, however spaced, besides calendar dates like 2024-11-22. */
function hasPhoneNumber(t: string): boolean {
  for (const match of t.matchAll(DIGIT_RUN)) {
    if (match[0].replace(DATE, ' ').replace(/\D/g, '').length >= 8) return true;
  }
  return false;
}
const DOT = String.raw`(?:\.|\(dot\)|\[dot\]|\sdot\s)`;
// one character of the local part is enough to tell an address; the domain ends in two letters
const EMAIL = new RegExp(String.raw`[a-z0-9._%+-]\s*(?:@|\(at\)|\[at\]|\sat\s)\s*[a-z0-9-]+(?:\s*${DOT}\s*[a-z0-9-]+)*\s*${DOT}\s*[a-z]{2}`);
const URL = /(?:https?:\/\/|www\.)\S|[a-z0-9-]\.(?:com|net|org|hk|cn|io|me|co|info|biz|xyz|top|link|ly)\b/;
const APPS = '(?:whats\\s*app|wechat|we\\s*chat|微信|weixin|wei\\s*xin|vx|wx|telegram|tg|line|signal|skype|ig|instagram)';
const HANDLE_WITH_COLON = new RegExp(`${APPS}\\s*(?:(?:id|號|号|帳號|账号|帳戶|账户)\\s*)?[:：=]\\s*@?[\\w.-]{3}`);
const HANDLE_WITH_AT = new RegExp(`${APPS}\\s*(?:(?:id|號|号|帳號|账号)\\s*)?@[\\w.]{3}`);
const ADD_ME = new RegExp(`(?:加我|加個|加个|搵我|找我|add me on|add me at|contact me on|message me on|dm me on)\\s*${APPS}`);
const AT_HANDLE = /(?:^|\s)@[a-z0-9_]{4}/;
const LINK_SHORTCUTS = /\b(?:wa\.me|t\.me|line\.me|weixin\.qq\.com)\//;

/** true when the text carries a phone number, e-mail, messaging handle or link. */
export function containsContactDetails(text: string): boolean {
  const t = normalizeForChecks(text);
  return hasPhoneNumber(t) || [EMAIL, URL, HANDLE_WITH_COLON, HANDLE_WITH_AT, ADD_ME, AT_HANDLE, LINK_SHORTCUTS].some((re) => re.test(t));
}

/** Words and phrases of advertising and spam, in traditional and simplified Chinese and English. */
export const ADVERTISING_TERMS: readonly string[] = [
  // zh-hk
  '廣告', '推廣', '優惠碼', '折扣碼', '兼職', '網上賺錢', '賺錢', '日賺', '私人貸款', '快速貸款', '免息貸款', '借錢',
  '博彩', '賭場', '娛樂城', '代購', '加盟', '招商', '免費送', '點擊連結', '按此連結', '投資回報', '保證回報', '虛擬貨幣',
  // zh-cn
  '广告', '推广', '优惠码', '折扣码', '兼职', '网上赚钱', '赚钱', '日赚', '私人贷款', '快速贷款', '免息贷款', '借钱',
  '博彩', '赌场', '娱乐城', '代购', '加盟', '招商', '免费送', '点击链接', '按此链接', '投资回报', '保证回报', '虚拟货币',
  // en-us
  'advertisement', 'sponsored', 'promo code', 'discount code', 'coupon code', 'click here', 'click the link', 'make money',
  'earn money', 'work from home', 'casino', 'betting', 'payday loan', 'quick loan', 'cheap loan', 'bitcoin', 'crypto',
  'guaranteed return', 'buy now', 'limited offer', 'free gift', 'subscribe to my',
];
const ADVERTISING = new RegExp(
  ADVERTISING_TERMS.map((w) => (/^[a-z]/.test(w) ? `\\b${w.replace(/ /g, '\\s+')}\\b` : w)).join('|'),
);

/** true when the text advertises (spec 5: advertising is forbidden in messages). */
export function containsAdvertising(text: string): boolean {
  return ADVERTISING.test(normalizeForChecks(text));
}

const EMOJI = /\p{Extended_Pictographic}/u;
/** true when the text contains emoji (spec 5). */
export function containsEmoji(text: string): boolean {
  return EMOJI.test(text.slice(0, CONTENT_CHECK_LIMIT));
}

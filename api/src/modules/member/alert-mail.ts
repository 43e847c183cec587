/** The subscription alert e-mail in the subscription's language. */
import type { Language } from '@portal/shared/contracts';
import { siteUrl } from './outbox';

const TEXT: Record<Language, { subject: (name: string, n: number) => string; more: (n: number) => string; footer: string }> = {
  'zh-hk': {
    subject: (name, n) => `港居：「${name}」有 ${n} 個新樓盤`,
    more: (n) => `另有 ${n} 個新樓盤，請到網站查看。`,
    footer: '你收到此電郵是因為你在港居訂閱了這個搜尋；可在會員中心管理訂閱。',
  },
  'zh-cn': {
    subject: (name, n) => `港居：「${name}」有 ${n} 个新楼盘`,
    more: (n) => `另有 ${n} 个新楼盘，请到网站查看。`,
    footer: '你收到此电邮是因为你在港居订阅了这个搜索；可在会员中心管理订阅。',
  },
  'en-us': {
    subject: (name, n) => `HarbourHome: ${n} new listing${n === 1 ? '' : 's'} for "${name}"`,
    more: (n) => `${n} more new listing${n === 1 ? '' : 's'} on the site.`,
    footer: 'You receive this e-mail because you subscribed to this search on HarbourHome; manage your subscriptions in the member centre.',
  },
};

/** The subject names the subscription on one line (a name cannot hold a line break: it is a header). */
export function alertMail(language: Language, name: string, items: Array<{ title: string; url: string }>, total: number) {
  const t = TEXT[language];
  const lines = items.map((i) => `${i.title}\n${i.url}`);
  if (total > items.length) lines.push(t.more(total - items.length));
  return { subject: t.subject(name.replace(/[\r\n]+/g, ' '), total), body: [...lines, t.footer, siteUrl()].join('\n\n') };
}

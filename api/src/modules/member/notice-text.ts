/** The words of a building-watch notice in each language (member centre and e-mail alike). */
import type { Language, MemberNotice } from '@portal/shared/contracts';
import { iso, loc, locOrNull, numOrNull } from './util';

export const NOTICE_COLUMNS = `n.id::int AS id, n.kind, n.estate_id, n.listing_id, n.deal_id, n.price, n.previous_price, n.read_at,
  n.created_at, e.name AS estate_name, l.title AS listing_title, b.name AS building_name`;
export type NoticeRow = Record<string, unknown>;

const money = (n: number | null) => (n === null ? '' : `HK$${n.toLocaleString('en-US')}`);

export interface NoticeWords {
  kind: MemberNotice['kind'];
  estate: string;
  block: string | null;
  title: string;
  price: number | null;
  previousPrice: number | null;
}

const WORDS: Record<Language, (w: NoticeWords) => string> = {
  'zh-hk': (w) =>
    w.kind === 'listing' ? `${w.estate}有新放盤：${w.title}，${money(w.price)}`
      : w.kind === 'priceCut' ? `${w.estate}減價：${w.title}，現價 ${money(w.price)}（原價 ${money(w.previousPrice)}）`
        : `${w.estate}${w.block ? ` ${w.block}` : ''}新成交：${money(w.price)}`,
  'zh-cn': (w) =>
    w.kind === 'listing' ? `${w.estate}有新放盘：${w.title}，${money(w.price)}`
      : w.kind === 'priceCut' ? `${w.estate}减价：${w.title}，现价 ${money(w.price)}（原价 ${money(w.previousPrice)}）`
        : `${w.estate}${w.block ? ` ${w.block}` : ''}新成交：${money(w.price)}`,
  'en-us': (w) =>
    w.kind === 'listing' ? `New listing at ${w.estate}: ${w.title}, ${money(w.price)}`
      : w.kind === 'priceCut' ? `Price cut at ${w.estate}: ${w.title}, now ${money(w.price)} (was ${money(w.previousPrice)})`
        : `New deal at ${w.estate}${w.block ? `, ${w.block}` : ''}: ${money(w.price)}`,
};

export const noticeText = (w: NoticeWords, language: Language) => WORDS[language](w);

export function wordsOf(r: NoticeRow, language: Language): NoticeWords {
  return {
    kind: r.kind as MemberNotice['kind'],
    estate: loc(r.estate_name, language),
    block: locOrNull(r.building_name, language),
    title: loc(r.listing_title, language),
    price: numOrNull(r.price),
    previousPrice: numOrNull(r.previous_price),
  };
}

export function noticeOf(r: NoticeRow, language: Language): MemberNotice {
  const words = wordsOf(r, language);
  return {
    noticeId: Number(r.id),
    kind: words.kind,
    estateId: Number(r.estate_id),
    listingId: (r.listing_id as string | null) ?? null,
    dealId: numOrNull(r.deal_id),
    text: noticeText(words, language),
    price: words.price,
    previousPrice: words.previousPrice,
    read: r.read_at !== null && r.read_at !== undefined,
    createdAt: iso(r.created_at),
  };
}

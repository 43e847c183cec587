/**
 * The building watch round: for each watched estate or block, a listing published there since
 * the watch last looked, a price cut made there since then (a lower price than the listing's
 * original one; each new price once), and a deal recorded there since its last deal id become
 * notices in the member centre, and one e-mail per watch lists them. Notices are unique per
 * member and event, so a round repeated after a crash adds nothing twice. `now` is injectable.
 */
import type { Language } from '@portal/shared/contracts';
import type { Db } from '../../db/index';
import { VISIBLE_STATUSES } from '../catalog/labels';
import { enqueue, siteUrl } from './outbox';
import { NOTICE_COLUMNS, noticeText, wordsOf, type NoticeRow } from './notice-text';

interface Watch {
  id: number;
  user_id: number;
  estate_id: number;
  building_id: number | null;
  seen_until: Date;
  last_deal_id: number;
  language: Language;
  email: string | null;
}

const PLACE = 'x.estate_id = a.estate AND (a.building IS NULL OR x.building_id = a.building)';
const LISTED = `x.status IN (${VISIBLE_STATUSES.join(',')})`;
const PRICE = 'COALESCE(x.sale_price, x.rent_price)';

const SUBJECT: Record<Language, string> = {
  'zh-hk': '港居：你關注的屋苑有新動態',
  'zh-cn': '港居：你关注的屋苑有新动态',
  'en-us': 'HarbourHome: news of the estates you follow',
};

async function noticesOf(t: Db, w: Watch, now: Date): Promise<number[]> {
  const insert = (kind: string, select: string) =>
    t.query<{ id: number }>(
      `WITH a AS (SELECT $1::bigint AS user_id, $2::bigint AS watch_id, $3::int AS estate, $4::int AS building,
                         $5::timestamptz AS since, $6::timestamptz AS now, $7::text AS kind, $8::bigint AS last_deal)
       INSERT INTO member_notices (user_id, watch_id, kind, ref, estate_id, listing_id, deal_id, price, previous_price, created_at)
       SELECT a.user_id, a.watch_id, a.kind, ${select}, a.now FROM a, ${kind === 'deal' ? 'deals' : 'listings'} x WHERE ${PLACE} AND
       ${kind === 'deal' ? 'x.id > a.last_deal' : LISTED}
       ${kind === 'listing' ? 'AND x.published_at > a.since AND x.published_at <= a.now' : ''}
       ${kind === 'priceCut' ? `AND x.published_at <= a.since AND x.updated_at > a.since AND x.updated_at <= a.now AND x.original_price > ${PRICE}` : ''}
       ON CONFLICT (user_id, kind, ref) DO NOTHING RETURNING id::int AS id`,
      [w.user_id, w.id, w.estate_id, w.building_id, w.seen_until, now, kind, w.last_deal_id],
    );
  const listings = await insert('listing', `x.id, x.estate_id, x.id, NULL::bigint, ${PRICE}, NULL::bigint`);
  const cuts = await insert('priceCut', `x.id || ':' || ${PRICE}, x.estate_id, x.id, NULL::bigint, ${PRICE}, x.original_price`);
  const deals = await insert('deal', 'x.id::text, x.estate_id, NULL, x.id, x.price, x.previous_price');
  return [...listings, ...cuts, ...deals].map((r) => Number(r.id));
}

async function mailNotices(t: Db, w: Watch, ids: number[]): Promise<void> {
  if (!w.email || !ids.length) return;
  const rows = await t.query<NoticeRow>(
    `SELECT ${NOTICE_COLUMNS} FROM member_notices n JOIN estates e ON e.id = n.estate_id LEFT JOIN listings l ON l.id = n.listing_id
       LEFT JOIN deals d ON d.id = n.deal_id LEFT JOIN estate_buildings b ON b.id = d.building_id
      WHERE n.id = ANY($1::bigint[]) ORDER BY n.id`,
    [ids],
  );
  const lines = rows.map((r) => noticeText(wordsOf(r, w.language), w.language));
  await enqueue(t, { channel: 'email', recipient: w.email, subject: SUBJECT[w.language], body: [...lines, siteUrl()].join('\n\n'), refType: 'building-watch', refId: w.id });
}

/** One round over every watch; how many notices were made. */
export async function runBuildingWatch(db: Db, now: Date = new Date(), batch = 100): Promise<number> {
  let made = 0;
  let after = 0;
  for (;;) {
    const watches = await db.tx(async (t) => {
      const due = await t.query<Watch>(
        `SELECT w.id::int AS id, w.user_id::int AS user_id, w.estate_id, w.building_id, w.seen_until, w.last_deal_id::int AS last_deal_id,
                w.language, u.email
           FROM building_watches w JOIN users u ON u.id = w.user_id
          WHERE w.id > $1 AND w.seen_until < $2 ORDER BY w.id LIMIT $3 FOR UPDATE OF w SKIP LOCKED`,
        [after, now, batch],
      );
      for (const w of due) {
        const ids = await noticesOf(t, w, now);
        await mailNotices(t, w, ids);
        await t.query(
          `UPDATE building_watches SET seen_until = $2,
             last_deal_id = GREATEST(last_deal_id, (SELECT COALESCE(max(id), 0) FROM deals WHERE estate_id = $3)) WHERE id = $1`,
          [w.id, now, w.estate_id],
        );
        made += ids.length;
      }
      return due;
    });
    if (watches.length < batch) return made;
    after = Number(watches.at(-1)?.id);
  }
}

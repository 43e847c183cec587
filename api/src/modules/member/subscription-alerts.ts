/**
 * Subscription alerts: a listing published since a subscription last looked that matches its
 * filter (the SearchProperty filter, with the subscription's kind and district) is sent to the
 * member by e-mail through the outbox, at most once a day per subscription (up to ALERT_LISTINGS
 * listings and the count of the rest). `now` is injectable, so tests drive the clock.
 * Several processes may tick together: each subscription is claimed with SKIP LOCKED.
 */
import { propertyFilterSchema, type Language } from '@portal/shared/contracts';
import type { Db } from '../../db/index';
import { propertyWhere } from '../catalog/property-filter';
import { Params } from '../catalog/sql';
import { alertMail } from './alert-mail';
import { listingUrl } from './links';
import { enqueue } from './outbox';
import { loc } from './util';

export const ALERT_LISTINGS = 10;
const KINDS: Record<string, { rentalType: number; isServiced?: boolean }> = {
  buy: { rentalType: 1 },
  rent: { rentalType: 2 },
  serviced: { rentalType: 2, isServiced: true },
};

interface Due {
  id: number;
  name: string;
  property_type: string;
  district_code: string | null;
  filter: Record<string, unknown>;
  language: Language;
  since: Date;
  email: string | null;
}

/** The subscription's filter as SearchProperty reads it, or undefined when it no longer parses. */
export function subscriptionFilter(s: Pick<Due, 'property_type' | 'district_code' | 'filter'>) {
  const kind = KINDS[s.property_type];
  if (!kind) return undefined;
  const parsed = propertyFilterSchema.safeParse({ ...s.filter, ...kind, ...(s.district_code ? { zoneCode: s.district_code } : {}) });
  return parsed.success ? parsed.data : undefined;
}

/** The SQL conditions of the subscription's filter, or undefined when it no longer reads (a band code that changed). */
function whereOf(s: Due, p: Params): string[] | undefined {
  const filter = subscriptionFilter(s);
  try {
    return filter && propertyWhere(filter, p);
  } catch {
    return undefined;
  }
}

async function alertOne(t: Db, s: Due, now: Date): Promise<boolean> {
  const p = new Params();
  const where = s.email ? whereOf(s, p) : undefined;
  let sent = false;
  if (where && s.email) {
    where.push(`l.published_at > ${p.add(s.since)}`, `l.published_at <= ${p.add(now)}`);
    const rows = await t.query<{ id: string; rental_type: number; title: unknown; total: number }>(
      `SELECT l.id, l.rental_type, l.title, count(*) OVER ()::int AS total FROM listings l WHERE ${where.join(' AND ')}
        ORDER BY l.published_at DESC, l.id LIMIT ${p.add(ALERT_LISTINGS)}`,
      p.values,
    );
    if (rows.length) {
      const items = rows.map((r) => ({ title: loc(r.title, s.language), url: listingUrl(r, s.language) }));
      const mail = alertMail(s.language, s.name, items, Number(rows[0]?.total ?? rows.length));
      await enqueue(t, { channel: 'email', recipient: s.email, ...mail, refType: 'subscription-alert', refId: s.id });
      sent = true;
    }
  }
  await t.query(
    `UPDATE user_subscriptions SET seen_until = $2, alerted_at = CASE WHEN $3::boolean THEN $2 ELSE alerted_at END WHERE id = $1`,
    [s.id, now, sent],
  );
  return sent;
}

/** One round: every subscription due (none sent in the last day) is looked at once; how many e-mails were queued. */
export async function runSubscriptionAlerts(db: Db, now: Date = new Date(), batch = 100): Promise<number> {
  let sent = 0;
  for (;;) {
    const done = await db.tx(async (t) => {
      const due = await t.query<Due>(
        `SELECT s.id::int AS id, s.name, s.property_type, s.district_code, s.filter, s.language,
                COALESCE(s.seen_until, s.created_at) AS since, u.email
           FROM user_subscriptions s JOIN users u ON u.id = s.user_id
          WHERE s.property_type = ANY($1::text[]) AND (s.alerted_at IS NULL OR s.alerted_at <= $2::timestamptz - interval '1 day')
            AND COALESCE(s.seen_until, s.created_at) < $2
          ORDER BY s.id LIMIT $3 FOR UPDATE OF s SKIP LOCKED`,
        [Object.keys(KINDS), now, batch],
      );
      for (const s of due) if (await alertOne(t, s, now)) sent++;
      return due.length < batch;
    });
    if (done) return sent;
  }
}

/**
 * Notifies a listing's owner of a new message: an e-mail, and an SMS when the author asked for
 * one (sms_notice). Written to the outbox in the message's transaction. Bilingual, as notices in
 * Hong Kong usually are, since the owner's language is not known.
 */
import { isEmail } from '@portal/shared/contracts';
import type { Db } from '../../db/index';
import { listingUrl, replyUrl } from './links';
import type { ListingRow } from './listing-access';
import { enqueue, hkE164 } from './outbox';
import { loc } from './util';

interface Recipient {
  email: string | null;
  phone: string | null;
}

async function ownerContact(db: Db, listing: ListingRow): Promise<Recipient | undefined> {
  const user = await db.one<Recipient>(
    `SELECT email, phone FROM users
     WHERE ($1::bigint IS NOT NULL AND id = $1::bigint) OR ($1::bigint IS NULL AND $2::int IS NOT NULL AND agent_id = $2::int)
     ORDER BY id LIMIT 1`,
    [listing.owner_user_id, listing.agent_id],
  );
  if (user) return user;
  if (listing.agent_id === null) return undefined;
  const agent = await db.one<{ phone: string }>('SELECT phone FROM agents WHERE id = $1', [listing.agent_id]);
  return agent ? { email: null, phone: agent.phone } : undefined;
}

export async function queueMessageNotice(
  db: Db,
  listing: ListingRow,
  message: { id: number; contactName: string; contact: string; content: string; smsNotice: boolean },
): Promise<void> {
  const to = await ownerContact(db, listing);
  if (!to) return;
  const title = { hk: loc(listing.title, 'zh-hk'), en: loc(listing.title, 'en-us') };
  const reply = { hk: replyUrl(message.id, 'zh-hk'), en: replyUrl(message.id, 'en-us') };
  // an address stored before the e-mail rule was strict may not take a mail (the outbox would refuse it)
  if (to.email && isEmail(to.email)) {
    await enqueue(db, {
      channel: 'email',
      recipient: to.email,
      subject: `港居 HarbourHome：盤源 ${listing.listing_no} 有新留言 / New message on listing ${listing.listing_no}`,
      body: [
        `你的盤源「${title.hk}」有新留言。`,
        `留言人：${message.contactName}（${message.contact}）`,
        `內容：${message.content}`,
        `回覆留言：${reply.hk}`,
        `盤源：${listingUrl(listing, 'zh-hk')}`,
        '',
        `You have a new message on your listing "${title.en}".`,
        `From: ${message.contactName} (${message.contact})`,
        `Message: ${message.content}`,
        `Reply: ${reply.en}`,
        `Listing: ${listingUrl(listing, 'en-us')}`,
      ].join('\n'),
      refType: 'leave_message',
      refId: message.id,
    });
  }
  const phone = hkE164(to.phone);
  if (message.smsNotice && phone) {
    await enqueue(db, {
      channel: 'sms',
      recipient: phone,
      body: `【港居】盤源 ${listing.listing_no} 有新留言，請登入回覆 New message on listing ${listing.listing_no}: ${reply.en}`,
      refType: 'leave_message',
      refId: message.id,
    });
  }
}

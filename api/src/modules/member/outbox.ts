/** The notification outbox: rows written with the change that causes them, sent by the worker. */
import type { Db } from '../../db/index';
import { mailAddress, mailHeaderText, smsNumber } from './mail-safety';

export interface OutboxMessage {
  channel: 'email' | 'sms';
  /** an e-mail address, or a phone number in E.164 (+852...) */
  recipient: string;
  subject?: string;
  body: string;
  refType?: string;
  refId?: string | number;
}

/** Queues a message; a recipient or subject that could break a mail header is refused (mail-safety). */
export async function enqueue(db: Db, m: OutboxMessage): Promise<void> {
  if (m.channel === 'email') mailAddress(m.recipient);
  else smsNumber(m.recipient);
  if (m.subject !== undefined) mailHeaderText(m.subject);
  await db.query(
    'INSERT INTO outbox (channel, recipient, subject, body, ref_type, ref_id) VALUES ($1, $2, $3, $4, $5, $6)',
    [m.channel, m.recipient, m.subject ?? null, m.body, m.refType ?? null, m.refId === undefined ? null : String(m.refId)],
  );
}

/** A Hong Kong number as +852XXXXXXXX, or null when it is not 8 digits (with or without 852). */
export function hkE164(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  const local = digits.length === 11 && digits.startsWith('852') ? digits.slice(3) : digits;
  return /^[2-9]\d{7}$/.test(local) ? `+852${local}` : null;
}

/** The public address of the site, for links in messages. */
export function siteUrl(): string {
  return (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
}

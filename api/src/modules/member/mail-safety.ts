/**
 * The last check before anything reaches a mail or an SMS: whatever wrote the outbox row, a
 * recipient is one plain address (the shared e-mail rule: no display name, no list, no CR, LF,
 * NUL or angle brackets), and a header text such as the subject is one line. A display name
 * (MAIL_FROM's) carries no quotes or angle brackets either: nodemailer quotes and encodes names
 * itself. A refusal is an error, never a silently cleaned value.
 */
import { isEmail } from '@portal/shared/contracts';

const LINE_BREAK_OR_NUL = /[\r\n\0]/;
const DISPLAY_NAME_UNSAFE = /[\r\n\0"<>\\]/;
const E164 = /^\+[1-9]\d{7,14}$/;

export class UnsafeMailError extends Error {}

export function mailAddress(value: string): string {
  if (!isEmail(value)) throw new UnsafeMailError(`not one plain mail address: ${JSON.stringify(value.slice(0, 80))}`);
  return value;
}

export function mailHeaderText(value: string): string {
  if (LINE_BREAK_OR_NUL.test(value)) throw new UnsafeMailError('a mail header text must be one line without NUL');
  return value;
}

export function smsNumber(value: string): string {
  if (!E164.test(value)) throw new UnsafeMailError(`an SMS recipient must be an E.164 number: ${JSON.stringify(value.slice(0, 30))}`);
  return value;
}

/** 'Name <address>' or 'address' (as MAIL_FROM is written) into nodemailer's address object */
export function mailbox(value: string): { name: string; address: string } {
  const m = /^\s*(?:([^<>]*?)\s*<([^<>]*)>|([^<>\s]+))\s*$/.exec(value);
  const name = m?.[1] ?? '';
  const address = m?.[2] ?? m?.[3] ?? '';
  if (!m || DISPLAY_NAME_UNSAFE.test(name) || !isEmail(address)) {
    throw new UnsafeMailError(`not one plain mailbox ("Name <address>" or "address"): ${JSON.stringify(value.slice(0, 120))}`);
  }
  return { name, address };
}

/**
 * Real senders for the outbox: SMTP through nodemailer (SMTP_URL, MAIL_FROM) and an HTTP SMS
 * gateway (SMS_GATEWAY_URL, SMS_GATEWAY_TOKEN) that takes POST {to, text}. A channel without
 * configuration has no transport, and its rows wait in the outbox.
 */
import nodemailer from 'nodemailer';
import { mailAddress, mailbox, mailHeaderText } from './mail-safety';

export interface OutgoingMessage {
  recipient: string;
  subject: string | null;
  body: string;
}
export type Transport = (m: OutgoingMessage) => Promise<void>;
export interface Transports {
  email?: Transport;
  sms?: Transport;
}

/**
 * Sender and recipient travel as address objects, never as strings for nodemailer to parse (a
 * string could hold a list or a display name); each is checked again here (mail-safety).
 */
export function smtpTransport(url: string, from: string): Transport {
  const sender = fromAddress(from);
  const mailer = nodemailer.createTransport(url);
  return async (m) => {
    const to = { name: '', address: mailAddress(m.recipient) };
    const subject = mailHeaderText(m.subject ?? 'HarbourHome 港居');
    await mailer.sendMail({ from: sender, to, subject, text: m.body });
  };
}

function fromAddress(from: string): { name: string; address: string } {
  try {
    return mailbox(from);
  } catch (err) {
    throw new Error(`MAIL_FROM: ${(err as Error).message}`);
  }
}

export function smsGatewayTransport(url: string, token?: string): Transport {
  return async (m) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ to: m.recipient, text: m.body }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`SMS gateway answered HTTP ${response.status}`);
  };
}

export function transportsFromEnv(env: NodeJS.ProcessEnv = process.env): Transports {
  return {
    email: env.SMTP_URL ? smtpTransport(env.SMTP_URL, env.MAIL_FROM ?? 'HarbourHome 港居 <no-reply@harbourhome.hk>') : undefined,
    sms: env.SMS_GATEWAY_URL ? smsGatewayTransport(env.SMS_GATEWAY_URL, env.SMS_GATEWAY_TOKEN) : undefined,
  };
}

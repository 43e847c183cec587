/**
 * Field rules of spec 5, shared by the browser forms (react-hook-form + zod) and the server.
 * Issue messages are keys of FORM_MESSAGES ('errors.hkMobile', ...), translated by the client.
 */
import { z } from 'zod';
import isEmailAddress from 'validator/lib/isEmail';
import { containsEmoji } from './content-check';

/** A required, trimmed text of at most `max` characters. */
export function requiredText(max: number) {
  return z
    .string({ error: 'errors.required' })
    .trim()
    // no abort here: an aborted field issue would stop the form's cross-field rules from reporting
    .min(1, { error: 'errors.required' })
    .max(max, { error: 'errors.tooLong' });
}

/** a control character (CR, LF, NUL, tab...) or a quote or angle bracket */
function hasControlOrMarkup(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || code === 0x22 || code === 0x3c || code === 0x3e) return true;
  }
  return false;
}
/**
 * A person's name as typed in a form (a message's contact name, a report's): required, trimmed,
 * at most `max` characters, one line, and no quotes or angle brackets, since it is written into
 * the mail that tells the owner (no line of its own, no header or markup look-alike).
 */
export function personNameSchema(max: number) {
  return requiredText(max).refine((v) => !hasControlOrMarkup(v), { error: 'errors.invalid' });
}

const HK_MOBILE = /^(?:\+?852[\s-]?)?([4-9]\d{3})[\s-]?(\d{4})$/;

/** 8 digits starting 4 to 9 (Hong Kong mobile ranges), optionally after +852; null otherwise. */
export function normalizeHkMobile(value: string): string | null {
  const match = HK_MOBILE.exec(value.trim());
  return match ? `${match[1]}${match[2]}` : null;
}
export function isHkMobile(value: string): boolean {
  return normalizeHkMobile(value) !== null;
}

/** A Hong Kong mobile number; the output is the 8 digits. */
export const hkMobileSchema = z
  .string({ error: 'errors.required' })
  .trim()
  .min(1, { error: 'errors.required', abort: true })
  .refine(isHkMobile, { error: 'errors.hkMobile' })
  .transform((v) => normalizeHkMobile(v) as string);

/**
 * An address a mail server takes (validator.js, as for RFC 5321): at most 64 characters before
 * the @ and 254 in all, a real domain name with a top-level domain (IDN allowed), no IP literal,
 * no display name; before the @ only plain ASCII atoms (no quoted strings, which would carry
 * quotes, spaces and angle brackets into mail headers). No surrounding spaces: the schemas trim
 * first. So no CR, LF, NUL, '<' or '>' can pass.
 */
const EMAIL_RULES = {
  allow_display_name: false,
  allow_utf8_local_part: false,
  require_tld: true,
  allow_ip_domain: false,
  allow_underscores: false,
  ignore_max_length: false,
  blacklisted_chars: '"',
} as const;
// a lone surrogate is no character at all, and validator.js's byte count (encodeURI) throws on it
const LONE_SURROGATE = /\p{Surrogate}/u;
export function isEmail(value: string): boolean {
  return value.length <= 254 && value === value.trim() && !LONE_SURROGATE.test(value) && isEmailAddress(value, EMAIL_RULES);
}

/** An e-mail address; the output is trimmed and lower-cased. */
export const emailSchema = z
  .string({ error: 'errors.required' })
  .trim()
  .min(1, { error: 'errors.required', abort: true })
  .refine(isEmail, { error: 'errors.email' })
  .transform((v) => v.toLowerCase());

const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/u;
/** Width of a subscription name: a Chinese character counts 2, anything else 1 (limit 30). */
export function subscriptionNameWidth(value: string): number {
  let width = 0;
  for (const ch of value) width += CJK.test(ch) ? 2 : 1;
  return width;
}
/** Not empty, at most 15 Chinese characters or 30 English letters and digits, no emoji. */
export const subscriptionNameSchema = z
  .string({ error: 'errors.required' })
  .trim()
  .min(1, { error: 'errors.required', abort: true })
  // 30 wide is at most 60 UTF-16 units (a character beyond the BMP takes two): longer text is
  // refused before the rules below walk it
  .max(60, { error: 'errors.subscriptionName', abort: true })
  .refine((v) => !containsEmoji(v), { error: 'errors.emoji' })
  .refine((v) => subscriptionNameWidth(v) <= 30, { error: 'errors.subscriptionName' });

/** A serviced-apartment lease in months: at least one month and under a year. */
export const servicedLeaseSchema = z.coerce
  .number({ error: 'errors.invalid' })
  .int({ error: 'errors.invalid' })
  .min(1, { error: 'errors.leaseTooShort' })
  .max(11, { error: 'errors.leaseTooLong' });

/** Sign-up and sign-in account: an e-mail address or a Hong Kong mobile number. */
export const accountSchema = z
  .string({ error: 'errors.required' })
  .trim()
  .min(1, { error: 'errors.required', abort: true })
  .refine((v) => (v.includes('@') ? isEmail(v) : isHkMobile(v)), { error: 'errors.account' })
  .transform((v) =>
    v.includes('@') ? { kind: 'email' as const, value: v.toLowerCase() } : { kind: 'phone' as const, value: normalizeHkMobile(v) as string },
  );

export const passwordSchema = z
  .string({ error: 'errors.required' })
  .min(8, { error: 'errors.password' })
  .max(64, { error: 'errors.password' });

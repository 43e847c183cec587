/** Spec 5: URL slugs, emoji detection and Hong Kong mobile numbers. */

/**
 * Percent signs, quotes, dots, pipes and whitespace become hyphens; everything but letters,
 * digits, hyphens and Chinese characters goes; hyphens collapse; the result is URL-encoded.
 */
export function cleanSlug(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[%'"‘’“”「」『』.。|｜\s]/gu, '-')
    .replace(/[^A-Za-z0-9\-\p{Script=Han}]/gu, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
  return encodeURIComponent(slug.normalize('NFC'));
}

const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20E3/u;

/** true when the text holds an emoji (pictographs, flags, keycaps). */
export function hasEmoji(text: string): boolean {
  return EMOJI.test(text);
}

/**
 * A Hong Kong mobile number: 8 digits starting 4 to 9, with an optional +852 / 852 / (852)
 * country code; spaces and hyphens allowed.
 */
export function isHkMobile(phone: string): boolean {
  let digits = phone.trim().replace(/[\s-]/g, '');
  const prefixed = /^(?:\+852|\(\+?852\)|00852)/.exec(digits);
  if (prefixed) digits = digits.slice(prefixed[0].length);
  else if (digits.length === 11 && digits.startsWith('852')) digits = digits.slice(3);
  return /^[4-9]\d{7}$/.test(digits);
}

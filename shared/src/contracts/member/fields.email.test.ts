/**
 * The e-mail rule every address the site takes goes through (sign-up, subscriptions, messages,
 * reports), and the contact-name rule of the forms whose names reach a mail.
 */
import { accountSchema, emailSchema, isEmail } from './fields.schema';
import { leaveMessageFormSchema } from './forms.schema';

const HOSTILE = [
  '<script>alert(1)</script>@example.com',
  '"<script>alert(1)</script>"@example.com',
  '"john doe"@example.com',
  'x@example.com<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>@example.com',
  'javascript:alert(1)@example.com',
  'victim@example.com\r\nBcc: everyone@example.com',
  'victim@example.com\nBcc: everyone@example.com',
  'victim@example.com%0d%0aBcc:everyone@example.com',
  'vic\u0000tim@example.com',
  'victim@exa\u0000mple.com',
  'Victim <victim@example.com>',
  'victim@example.com, other@example.com',
  'victim@example.com;other@example.com',
  `${'a'.repeat(65)}@example.com`,
  `someone@${'a'.repeat(64)}.com`,
  `someone@${Array.from({ length: 26 }, () => 'abcdefghi').join('.')}.com`,
  'someone@example',
  'someone@localhost',
  'someone@[127.0.0.1]',
  'someone@127.0.0.1',
  'someone@example..com',
  // lone surrogates: validator.js's byte count (encodeURI) throws on them, which answered 500
  'x\udfffy',
  'a\ud800@example.com',
  'lee@exa\udfffmple.com',
  'some..one@example.com',
  '.someone@example.com',
  'someone@-example.com',
  'someone@exam_ple.com',
  'someone@example.c',
  '用户@例子.广告',
];

const REAL = [
  'amy.wong@example.com',
  'amy.wong+listings@example.com',
  'amy_wong-2026@mail.example.com.hk',
  'o\'brien@example.ie',
  'x@sub.domain.example.org',
  'chan@harbourhome.hk',
  'user@例子.广告',
  'user@xn--fsqu00a.xn--3lr804guic',
  `${'a'.repeat(64)}@example.com`,
];

describe('isEmail', () => {
  it.each(HOSTILE)('refuses %j', (address) => {
    expect(isEmail(address)).toBe(false);
    expect(emailSchema.safeParse(address).success).toBe(false);
    expect(accountSchema.safeParse(address).success).toBe(false);
  });

  it.each(REAL)('accepts %j', (address) => {
    expect(isEmail(address)).toBe(true);
    expect(emailSchema.parse(address)).toBe(address.toLowerCase());
  });

  it('refuses a hostile address given as a message contact', () => {
    const form = { contactName: 'Ms Wong', contactType: 'email', contact: HOSTILE[0], content: 'Is parking included?', acceptTerms: true };
    const r = leaveMessageFormSchema.safeParse(form);
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['contact', 'errors.email']]);
    expect(leaveMessageFormSchema.safeParse({ ...form, contact: 'wong+hk@example.com' }).success).toBe(true);
  });

  it('refuses a contact name that would break a line or look like markup in the owner\'s mail', () => {
    const form = { contactName: 'Ms Wong', contactType: 'email', contact: 'wong@example.com', content: 'Is parking included?', acceptTerms: true };
    for (const contactName of ['Wong\r\nReply: evil.example', 'Wong\nBcc: x@example.com', 'Wo\u0000ng', '"Wong" <a@example.com>', '<b>Wong</b>']) {
      const r = leaveMessageFormSchema.safeParse({ ...form, contactName });
      expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['contactName', 'errors.invalid']]);
    }
    for (const contactName of ['陳小姐', "Mrs O'Brien", 'Chan Tai-man']) {
      expect(leaveMessageFormSchema.safeParse({ ...form, contactName }).success).toBe(true);
    }
  });
});

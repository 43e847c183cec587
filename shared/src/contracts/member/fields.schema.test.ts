import {
  accountSchema,
  emailSchema,
  hkMobileSchema,
  servicedLeaseSchema,
  subscriptionNameSchema,
  subscriptionNameWidth,
} from './fields.schema';
import { leaveMessageFormSchema, reportFormSchema } from './forms.schema';
import { FORM_MESSAGES, MEMBER_MESSAGES } from './messages';

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('hkMobileSchema', () => {
  it.each(['91234567', '4123 4567', '5123-4567', '+852 6123 4567', '85271234567', ' 81234567 '])('accepts %j', (v) => {
    expect(hkMobileSchema.safeParse(v).success).toBe(true);
  });
  it.each(['21234567', '31234567', '1234567', '912345678', '+86 13812345678', 'abcdefgh'])('refuses %j with errors.hkMobile', (v) => {
    expect(issues(hkMobileSchema.safeParse(v))).toEqual([['', 'errors.hkMobile']]);
  });
  it('outputs the 8 digits', () => {
    expect(hkMobileSchema.parse('+852 9123-4567')).toBe('91234567');
  });
});

describe('emailSchema', () => {
  it('accepts and lower-cases a valid address, refuses others', () => {
    expect(emailSchema.parse(' Lee@Example.COM ')).toBe('lee@example.com');
    for (const bad of ['lee', 'lee@', 'lee@example', '@example.com', 'le e@example.com']) {
      expect(issues(emailSchema.safeParse(bad))).toEqual([['', 'errors.email']]);
    }
    expect(issues(emailSchema.safeParse(''))).toEqual([['', 'errors.required']]);
  });
});

describe('subscriptionNameSchema', () => {
  it('allows 15 Chinese characters or 30 letters and digits, and mixes by width', () => {
    expect(subscriptionNameWidth('中西區2房')).toBe(9);
    expect(subscriptionNameSchema.safeParse('一'.repeat(15)).success).toBe(true);
    expect(subscriptionNameSchema.safeParse('一'.repeat(16)).success).toBe(false);
    expect(subscriptionNameSchema.safeParse('a1'.repeat(15)).success).toBe(true);
    expect(issues(subscriptionNameSchema.safeParse('a'.repeat(31)))).toEqual([['', 'errors.subscriptionName']]);
    expect(issues(subscriptionNameSchema.safeParse('  '))).toEqual([['', 'errors.required']]);
    expect(issues(subscriptionNameSchema.safeParse('我的🏠'))).toEqual([['', 'errors.emoji']]);
  });
});

describe('servicedLeaseSchema', () => {
  it('takes one to eleven months', () => {
    expect(servicedLeaseSchema.safeParse(1).success).toBe(true);
    expect(servicedLeaseSchema.safeParse('11').success).toBe(true);
    expect(issues(servicedLeaseSchema.safeParse(0))).toEqual([['', 'errors.leaseTooShort']]);
    expect(issues(servicedLeaseSchema.safeParse(12))).toEqual([['', 'errors.leaseTooLong']]);
  });
});

describe('accountSchema', () => {
  it('tells e-mail from mobile', () => {
    expect(accountSchema.parse('A@B.hk')).toEqual({ kind: 'email', value: 'a@b.hk' });
    expect(accountSchema.parse('+852 9123 4567')).toEqual({ kind: 'phone', value: '91234567' });
    expect(issues(accountSchema.safeParse('2123 4567'))).toEqual([['', 'errors.account']]);
  });
});

describe('the message and report forms', () => {
  const message = { contactName: 'Lee', contactType: 'phone', contact: '91234567', content: 'Still available?', acceptTerms: true };
  it('accepts a good message with defaults for the flags', () => {
    expect(leaveMessageFormSchema.parse(message)).toEqual({ ...message, smsNotice: true, ownerOnly: false });
  });
  it('reports each broken rule under its field with a message key', () => {
    expect(issues(leaveMessageFormSchema.safeParse({ ...message, contact: '21234567' }))).toEqual([['contact', 'errors.hkMobile']]);
    expect(issues(leaveMessageFormSchema.safeParse({ ...message, content: 'wechat: leeflat' }))).toEqual([['content', 'errors.contactInContent']]);
    expect(issues(leaveMessageFormSchema.safeParse({ ...message, acceptTerms: false }))).toEqual([['acceptTerms', 'errors.acceptTerms']]);
    expect(issues(leaveMessageFormSchema.safeParse({ ...message, content: 'x'.repeat(501) }))).toEqual([['content', 'errors.tooLong']]);
  });
  it('requires every report field', () => {
    const r = reportFormSchema.safeParse({});
    expect(issues(r).map(([f]) => f).sort()).toEqual(['contactName', 'content', 'email', 'listingNo', 'phone']);
  });
});

describe('message tables', () => {
  it('have every key in the three languages, and every form key is a member message', () => {
    for (const [key, text] of Object.entries(MEMBER_MESSAGES)) {
      for (const lang of ['zh-hk', 'zh-cn', 'en-us'] as const) expect(text[lang]).toBeTruthy();
      expect(text['zh-hk']).not.toBe(text['en-us']);
      if (key.startsWith('errors.')) expect(FORM_MESSAGES).toHaveProperty([key]);
    }
  });
});

describe('the message form shows every error at once', () => {
  it('reports a bad contact together with other broken fields', () => {
    const r = leaveMessageFormSchema.safeParse({ contactName: '', contactType: 'phone', contact: '1234', content: '', acceptTerms: false });
    expect(issues(r).map(([f, m]) => `${f}:${m}`).sort()).toEqual([
      'acceptTerms:errors.acceptTerms', 'contact:errors.hkMobile', 'contactName:errors.required', 'content:errors.required',
    ]);
  });
});

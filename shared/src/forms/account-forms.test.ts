import { resetPasswordFormSchema, signInFormSchema, signUpFormSchema, subscriptionFormSchema, verifyFormSchema } from './account-forms';

const keys = (result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('account forms (spec 5)', () => {
  it('take an e-mail or a Hong Kong mobile and a password of 8 to 64 characters', () => {
    expect(signUpFormSchema.safeParse({ account: 'Chan@Example.com', password: 'harbour-8', userName: 'Chan' }).data?.account).toEqual({ kind: 'email', value: 'chan@example.com' });
    expect(signInFormSchema.safeParse({ account: '9123 4567', password: 'x' }).data?.account).toEqual({ kind: 'phone', value: '91234567' });
    expect(keys(signUpFormSchema.safeParse({ account: '2345 6789', password: 'short', userName: '' }))).toEqual([
      ['account', 'errors.account'], ['password', 'errors.password'], ['userName', 'errors.required'],
    ]);
  });

  it('want six-digit codes', () => {
    expect(keys(verifyFormSchema.safeParse({ code: '12345' }))).toEqual([['code', 'errors.code']]);
    expect(keys(resetPasswordFormSchema.safeParse({ account: 'a@b.hk', code: '123456', newPassword: '' }))).toEqual([['newPassword', 'errors.password']]);
  });

  it('keep the subscription name rule', () => {
    expect(keys(subscriptionFormSchema.safeParse({ name: '一二三四五六七八九十一二三四五六', propertyType: 'buy' }))).toEqual([['name', 'errors.subscriptionName']]);
  });
});

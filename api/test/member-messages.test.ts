import { createTestEnv, type TestEnv } from './helpers';
import { call, FIXTURE, fixtureTokens, insertFixtures, solvedCaptcha, withinOneMinuteWindow } from '../src/modules/member/testing';

let env: TestEnv;
let tokens: { owner: string; author: string; other: string; agent: string };
let authorVisitor: string;
beforeAll(async () => {
  env = await createTestEnv();
  await insertFixtures(env.db);
  tokens = await fixtureTokens(env.db);
  authorVisitor = (await call(env.app, 'GET', '/User/GetVisitorId')).json().result.visitorId;
});
afterAll(() => env.close());

const form = {
  listingId: FIXTURE.ownedSale,
  contactName: 'Mrs Lee',
  contactType: 'phone',
  contact: '6234 5678',
  content: 'Is the flat still available for viewing this weekend?',
  smsNotice: true,
  ownerOnly: false,
  acceptTerms: true,
};
let ipCounter = 0;
async function leave(body: object, who: { token?: string; visitorId?: string }, language = 'en-us') {
  const { id, x, trace } = await solvedCaptcha(env.app, env.db);
  return call(env.app, 'POST', '/User/AddLeaveMessage', {
    query: { 'h-recaptcha': id, 'h-recaptchavalue': x, 'h-recaptchatrace': trace },
    body,
    language,
    ip: `10.3.0.${++ipCounter}`,
    ...who,
  });
}

describe('AddLeaveMessage', () => {
  it('stores the message and queues an e-mail and an SMS to the owner', async () => {
    const res = await leave({ ...form, content: 'Is the flat still available?' }, { token: tokens.author });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.message).toBe('Message left');
    const id = String(res.json().result.messageId);
    const out = await env.db.query<{ channel: string; recipient: string; subject: string | null; body: string; status: string }>(
      "SELECT channel, recipient, subject, body, status FROM outbox WHERE ref_type = 'leave_message' AND ref_id = $1 ORDER BY channel",
      [id],
    );
    expect(out.map((o) => [o.channel, o.recipient, o.status])).toEqual([
      ['email', 'owner9001@fixture.test', 'pending'],
      ['sms', '+85291234567', 'pending'],
    ]);
    expect(out[0]?.subject).toContain('HH9001');
    expect(out[0]?.body).toContain('Is the flat still available?');
    expect(out[0]?.body).toContain('Mrs Lee (62345678)');
    expect(out[0]?.body).toMatch(/\/en-us\/message\/reply\?messageId=\d+/);
    expect(out[1]?.body).toContain('HH9001');
  });

  it('sends no SMS when the author turns the SMS notice off; notifies the agent of an agent listing', async () => {
    const res = await leave({ ...form, listingId: FIXTURE.agentRent, smsNotice: false }, { visitorId: authorVisitor });
    const out = await env.db.query<{ channel: string; recipient: string }>(
      "SELECT channel, recipient FROM outbox WHERE ref_type = 'leave_message' AND ref_id = $1",
      [String(res.json().result.messageId)],
    );
    expect(out).toEqual([{ channel: 'email', recipient: 'agent9004@fixture.test' }]);
  });

  it.each([
    ['contact', { contact: '2345 6789' }, 'errors.hkMobile', 'Please enter a valid Hong Kong mobile number'],
    ['contact', { contactType: 'email', contact: 'lee@' }, 'errors.email', 'The e-mail address format is not valid'],
    ['content', { content: 'Call me on ９１２３ ４５６７' }, 'errors.contactInContent', 'The message must not contain contact details'],
    ['content', { content: 'add me on WeChat: leeflat88' }, 'errors.contactInContent', 'The message must not contain contact details'],
    ['content', { content: '全新優惠碼，買樓送傢俬！' }, 'errors.advertising', 'Advertising is not allowed in messages'],
    ['contactName', { contactName: ' ' }, 'errors.required', 'This field is required'],
    ['acceptTerms', { acceptTerms: false }, 'errors.acceptTerms', 'Please accept the terms first'],
  ])('refuses a bad %s (%j) with %s, naming the field', async (field, change, key, text) => {
    const res = await leave({ ...form, ...change }, { token: tokens.author });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, field: `body.${field}`, messageKey: key, message: `Invalid request: body.${field}: ${text}` });
  });

  it('localizes validation messages by the language header', async () => {
    const res = await leave({ ...form, contact: '1234' }, { token: tokens.author }, 'zh-hk');
    expect(res.json().message).toBe('請求無效：body.contact: 請輸入有效的香港手提電話號碼');
    const cn = await leave({ ...form, content: '' }, { token: tokens.author }, 'zh-cn');
    expect(cn.json().message).toBe('请求无效：body.content: 此栏必须填写');
  });

  it('needs a member or a visitor id, a listing that exists, and a captcha', async () => {
    const nobody = await leave(form, {});
    expect(nobody.json().messageKey).toBe('visitorRequired');
    const missing = await leave({ ...form, listingId: 'S1' }, { token: tokens.author });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().messageKey).toBe('propertyNotFound');
    const noCaptcha = await call(env.app, 'POST', '/User/AddLeaveMessage', { body: form, token: tokens.author, ip: '10.3.1.1' });
    expect(noCaptcha.json()).toMatchObject({ code: 400, messageKey: 'captchaMissing' });
  });

  it('limits messages to 5 a minute per client', async () => {
    await withinOneMinuteWindow();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const { id, x, trace } = await solvedCaptcha(env.app, env.db);
      const res = await call(env.app, 'POST', '/User/AddLeaveMessage', {
        query: { 'h-recaptcha': id, 'h-recaptchavalue': x, 'h-recaptchatrace': trace }, body: form, token: tokens.author, ip: '10.3.2.1',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

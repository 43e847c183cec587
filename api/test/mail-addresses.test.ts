/**
 * Hostile e-mail addresses never get a mail: the shared e-mail rule refuses them at every call
 * that takes an address, and the outbox and the SMTP transport refuse anything that could break
 * a mail header (CR, LF, NUL; quotes and angle brackets in a display name) whatever wrote it.
 */
import { enqueue } from '../src/modules/member/outbox';
import { smtpTransport, transportsFromEnv } from '../src/modules/member/transports';
import { call } from '../src/modules/member/testing';
import { createTestEnv, type TestEnv } from './helpers';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

const HOSTILE = [
  '<script>alert(1)</script>@example.com',
  '"<img src=x onerror=alert(1)>"@example.com',
  'victim@example.com\r\nBcc: everyone@example.com',
  'victim@example.com, everyone@example.com',
  'Victim <victim@example.com>',
  `${'a'.repeat(65)}@example.com`,
  'someone@example',
];

let ip = 0;
const subscribe = (email: string) =>
  call(env.app, 'POST', '/Information/AddUserEmailSubscribe', { body: { email }, ip: `10.93.0.${++ip}`, language: 'en-us' });
const queued = async () => (await env.db.one<{ n: number }>('SELECT count(*)::int AS n FROM outbox'))!.n;

describe('hostile e-mail addresses', () => {
  it.each(HOSTILE)('AddUserEmailSubscribe refuses %j and queues nothing', async (email) => {
    const before = await queued();
    const res = await subscribe(email);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'body.email', messageKey: 'errors.email' });
    expect(await queued()).toBe(before);
  });

  it('AddUserEmailSubscribe takes real addresses: plus-addressing, subdomains, IDN', async () => {
    for (const email of ['amy+news@example.com', 'chan@mail.example.com.hk', 'user@例子.广告']) {
      expect((await subscribe(email)).statusCode).toBe(200);
    }
  });

  it('the outbox refuses a recipient or subject that could break a mail header', async () => {
    const before = await queued();
    for (const recipient of HOSTILE) {
      await expect(enqueue(env.db, { channel: 'email', recipient, subject: 'Hello', body: 'Hi' })).rejects.toThrow(/mail/i);
    }
    await expect(enqueue(env.db, { channel: 'email', recipient: 'ok@example.com', subject: 'Hi\r\nBcc: x@example.com', body: 'Hi' }))
      .rejects.toThrow(/mail/i);
    await expect(enqueue(env.db, { channel: 'sms', recipient: '+852 9123 4567\r\n', body: 'Hi' })).rejects.toThrow(/SMS/);
    expect(await queued()).toBe(before);
  });

  it('the SMTP transport refuses such a recipient before connecting, and a MAIL_FROM that is not one plain mailbox', async () => {
    // port 9 (discard) on loopback: a connection attempt would fail with another error
    const send = smtpTransport('smtp://127.0.0.1:9', 'HarbourHome 港居 <no-reply@harbourhome.hk>');
    for (const recipient of HOSTILE) {
      await expect(send({ recipient, subject: 'Hello', body: 'Hi' })).rejects.toThrow(/mail/i);
    }
    await expect(send({ recipient: 'ok@example.com', subject: 'Hi\nBcc: x@example.com', body: 'Hi' })).rejects.toThrow(/mail/i);
    for (const from of ['HarbourHome\r\nBcc: x@example.com <no-reply@harbourhome.hk>', 'Harbour "Home" <no-reply@harbourhome.hk>',
      'Harbour <Home> <no-reply@harbourhome.hk>', 'no-reply@harbourhome.hk, x@example.com', 'HarbourHome']) {
      expect(() => transportsFromEnv({ SMTP_URL: 'smtp://127.0.0.1:9', MAIL_FROM: from })).toThrow(/MAIL_FROM/);
    }
    expect(typeof transportsFromEnv({ SMTP_URL: 'smtp://127.0.0.1:9', MAIL_FROM: 'no-reply@harbourhome.hk' }).email).toBe('function');
  });
});

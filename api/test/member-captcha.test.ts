import { CAPTCHA_TOLERANCE_PX } from '@portal/shared/contracts';
import { createTestEnv, type TestEnv } from './helpers';
import { call, FIXTURE, insertFixtures, solvedCaptcha, withinOneMinuteWindow } from '../src/modules/member/testing';
import { encodeTrace, handTrace, keyboardTrace } from '../src/modules/member/captcha-testing';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
  await insertFixtures(env.db);
});
afterAll(() => env.close());

const report = {
  contactName: 'Chan Siu Ming',
  phone: '9123 4567',
  email: 'siuming@example.com',
  content: 'The photos show a different flat.',
  listingNo: 'HH9001',
};
let submitClients = 0;
/** Answers with x, slid there by hand unless another trace is given. */
const submit = (id: string | undefined, x: number | string | undefined, language = 'en-us', trace?: string | null) => {
  const query: Record<string, string | number> = {};
  if (id !== undefined) query['h-recaptcha'] = id;
  if (x !== undefined) query['h-recaptchavalue'] = x;
  const slide = trace === undefined ? (typeof x === 'number' ? handTrace(x) : undefined) : trace;
  if (slide) query['h-recaptchatrace'] = slide;
  return call(env.app, 'POST', '/Ticket/AddPropertyReport', { query, body: report, language, ip: `10.2.0.${++submitClients}` });
};

function pngSize(dataUrl: string): { width: number; height: number } {
  const bytes = Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('the slider captcha (spec 4.5)', () => {
  it('draws a PNG background and piece, and keeps the answer only on the server', async () => {
    const res = (await call(env.app, 'GET', '/Common/GetRecaptcha')).json().result;
    expect(pngSize(res.background)).toEqual({ width: res.width, height: res.height });
    expect(pngSize(res.piece)).toEqual({ width: res.pieceSize, height: res.pieceSize });
    expect(res.y).toBeGreaterThanOrEqual(0);
    expect(res.y + res.pieceSize).toBeLessThanOrEqual(res.height);
    expect(Object.keys(res)).not.toContain('x');
    const row = await env.db.one<{ answer_x: number }>('SELECT answer_x FROM captchas WHERE id = $1', [res.captchaId]);
    expect(row?.answer_x).toBeGreaterThan(res.pieceSize);
    expect(row!.answer_x + res.pieceSize).toBeLessThanOrEqual(res.width);
  });

  it('remembers the address and the session that asked for each puzzle', async () => {
    const visitorId = (await call(env.app, 'GET', '/User/GetVisitorId', { ip: '10.2.240.1' })).json().result.visitorId as string;
    const res = (await call(env.app, 'GET', '/Common/GetRecaptcha', { visitorId, ip: '10.2.240.1' })).json().result;
    const row = await env.db.one('SELECT address, session_key FROM captchas WHERE id = $1', [res.captchaId]);
    expect(row).toEqual({ address: '10.2.240.1', session_key: `visitor:${visitorId}` });
  });

  it(`accepts an answer within ${CAPTCHA_TOLERANCE_PX} px on either side`, async () => {
    for (const delta of [0, CAPTCHA_TOLERANCE_PX, -CAPTCHA_TOLERANCE_PX]) {
      const { id, x } = await solvedCaptcha(env.app, env.db);
      const res = await submit(id, x + delta);
      expect(res.statusCode).toBe(200);
      expect(res.json().result.message).toBe('Report submitted');
    }
  });

  it(`refuses an answer off by more than ${CAPTCHA_TOLERANCE_PX} px`, async () => {
    for (const delta of [CAPTCHA_TOLERANCE_PX + 1, -(CAPTCHA_TOLERANCE_PX + 1), 100]) {
      const { id, x } = await solvedCaptcha(env.app, env.db);
      const res = await submit(id, x + delta);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, messageKey: 'captchaFailed', message: 'Verification failed, please try again' });
    }
  });

  it('is good for one use only, even after a wrong answer', async () => {
    const { id, x } = await solvedCaptcha(env.app, env.db);
    expect((await submit(id, x)).statusCode).toBe(200);
    expect((await submit(id, x)).json().messageKey).toBe('captchaFailed');
    const second = await solvedCaptcha(env.app, env.db);
    expect((await submit(second.id, second.x + 50)).statusCode).toBe(400);
    expect((await submit(second.id, second.x)).json().messageKey).toBe('captchaFailed');
  });

  it('expires after two minutes', async () => {
    const { id, x } = await solvedCaptcha(env.app, env.db);
    await env.db.query("UPDATE captchas SET created_at = now() - interval '121 seconds' WHERE id = $1", [id]);
    const res = await submit(id, x, 'zh-hk');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ messageKey: 'captchaFailed', message: '驗證失敗，請重試' });
    const fresh = await solvedCaptcha(env.app, env.db);
    await env.db.query("UPDATE captchas SET created_at = now() - interval '110 seconds' WHERE id = $1", [fresh.id]);
    expect((await submit(fresh.id, fresh.x)).statusCode).toBe(200);
  });

  it('asks for a valid code when the answer is missing, not a number, or the id unknown', async () => {
    const { id } = await solvedCaptcha(env.app, env.db);
    const noId = await submit(undefined, 10, 'zh-cn');
    expect(noId.json()).toMatchObject({ messageKey: 'captchaMissing', message: '请输入有效的验证码', field: 'query.h-recaptcha' });
    expect((await submit(id, undefined)).json().messageKey).toBe('captchaMissing');
    expect((await submit(id, 'abc')).json().messageKey).toBe('captchaMissing');
    expect((await submit('no-such-captcha', 10)).json().messageKey).toBe('captchaFailed');
  });

  it('asks for the slide with the answer, and refuses one that a script made', async () => {
    const { id, x } = await solvedCaptcha(env.app, env.db);
    expect((await submit(id, x, 'en-us', null)).json()).toMatchObject({ messageKey: 'captchaMissing', field: 'query.h-recaptchatrace' });
    expect((await submit(id, x, 'en-us', 'p.0_0_0')).json().messageKey).toBe('captchaMissing');
    // a missing slide does not spend the captcha; the script's slide, straight and even, does
    const even = encodeTrace('p', Array.from({ length: 30 }, (_, i) => ({ t: i * 16, x: (x * i) / 29, y: 0 })));
    const scripted = await submit(id, x, 'en-us', even);
    expect(scripted.statusCode).toBe(400);
    expect(scripted.json()).toMatchObject({ messageKey: 'captchaFailed', message: 'Verification failed, please try again' });
    expect((await submit(id, x)).json().messageKey).toBe('captchaFailed');
    // a slide that ends away from the value sent
    const other = await solvedCaptcha(env.app, env.db);
    expect((await submit(other.id, other.x, 'en-us', handTrace(other.x + 30))).json().messageKey).toBe('captchaFailed');
  });

  it('accepts a keyboard user: arrow keys at a person\'s pace', async () => {
    const { id, x } = await solvedCaptcha(env.app, env.db);
    expect((await submit(id, x, 'en-us', keyboardTrace(x))).statusCode).toBe(200);
  });

  it('gives a session 15 attempts and 8 solves in ten minutes, then answers the localized rate-limit message', async () => {
    const session = async () => (await call(env.app, 'GET', '/User/GetVisitorId', { ip: '10.2.241.1' })).json().result.visitorId as string;
    const puzzle = async (visitorId: string, n: number) => {
      const id = (await call(env.app, 'GET', '/Common/GetRecaptcha', { visitorId, ip: `10.2.242.${n}` })).json().result.captchaId as string;
      const row = await env.db.one<{ answer_x: number }>('SELECT answer_x FROM captchas WHERE id = $1', [id]);
      return { id, x: Number(row?.answer_x) };
    };
    // puzzles are handed out while the allowance lasts, so these are all asked for first
    const solver = await session();
    const puzzles = [];
    for (let n = 1; n <= 9; n++) puzzles.push(await puzzle(solver, n));
    const solved: number[] = [];
    for (const p of puzzles) solved.push((await submit(p.id, p.x, 'zh-hk')).statusCode);
    expect(solved).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429]);
    const refused = await call(env.app, 'GET', '/Common/GetRecaptcha', { visitorId: solver, ip: '10.2.242.100', language: 'zh-hk' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^操作太頻繁，請於 \d+ 秒後再試$/);

    const guesser = await session();
    const guesses = [];
    for (let n = 1; n <= 16; n++) guesses.push(await puzzle(guesser, 100 + n));
    const tries: number[] = [];
    for (const p of guesses) tries.push((await submit(p.id, p.x + 30, 'en-us')).statusCode);
    expect(tries.slice(0, 15).every((s) => s === 400)).toBe(true);
    expect(tries[15]).toBe(429);
    // the next window starts afresh
    await env.db.query("UPDATE captcha_counters SET window_start = window_start - interval '10 minutes'");
    const fresh = await puzzle(guesser, 200);
    expect((await submit(fresh.id, fresh.x)).statusCode).toBe(200);
  });

  it('limits GetRecaptcha to 30 a minute per client', async () => {
    await withinOneMinuteWindow();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await call(env.app, 'GET', '/Common/GetRecaptcha', { ip: '10.2.255.1' })).statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses[30]).toBe(429);
  });
});

describe('reports (AddPropertyReport)', () => {
  it('stores a report with every field, for a listing number or id', async () => {
    const { id, x } = await solvedCaptcha(env.app, env.db);
    const res = await submit(id, x, 'zh-hk');
    expect(res.json().result.message).toBe('舉報已提交');
    const row = await env.db.one('SELECT listing_id, listing_no, phone, email, status FROM property_reports WHERE id = $1', [res.json().result.reportId]);
    expect(row).toEqual({ listing_id: FIXTURE.ownedSale, listing_no: 'HH9001', phone: '91234567', email: 'siuming@example.com', status: 'open' });
  });

  it('requires every field and a HK mobile; names the field', async () => {
    const { id, x, trace } = await solvedCaptcha(env.app, env.db);
    for (const [field, value, key] of [
      ['contactName', '', 'errors.required'],
      ['phone', '2123 4567', 'errors.hkMobile'],
      ['email', 'not-an-email', 'errors.email'],
      ['content', '   ', 'errors.required'],
      ['listingNo', '', 'errors.required'],
    ] as const) {
      const res = await call(env.app, 'POST', '/Ticket/AddPropertyReport', {
        query: { 'h-recaptcha': id, 'h-recaptchavalue': x, 'h-recaptchatrace': trace },
        body: { ...report, [field]: value },
        ip: '10.2.250.1',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: `body.${field}`, messageKey: key });
    }
    // a body that fails validation does not spend the captcha
    expect((await submit(id, x)).statusCode).toBe(200);
  });

  it('answers Report failure submitted for an unknown listing number', async () => {
    const { id, x, trace } = await solvedCaptcha(env.app, env.db);
    const res = await call(env.app, 'POST', '/Ticket/AddPropertyReport', {
      query: { 'h-recaptcha': id, 'h-recaptchavalue': x, 'h-recaptchatrace': trace },
      body: { ...report, listingNo: 'HH0000' },
      language: 'en-us',
      ip: '10.2.251.1',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ messageKey: 'reportFailed', message: 'Report failure submitted' });
  });

  it('limits reports to 5 a minute per client', async () => {
    await withinOneMinuteWindow();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const { id, x, trace } = await solvedCaptcha(env.app, env.db);
      statuses.push((await call(env.app, 'POST', '/Ticket/AddPropertyReport', { query: { 'h-recaptcha': id, 'h-recaptchavalue': x, 'h-recaptchatrace': trace }, body: report, ip: '10.2.252.1' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

import { inflateSync } from 'node:zlib';
import { CAPTCHA_TOLERANCE_PX } from '@portal/shared/contracts';
import { createTestEnv, type TestEnv } from './helpers';
import { call, FIXTURE, insertFixtures, solvedCaptcha, withinOneMinuteWindow } from '../src/modules/member/testing';

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
const submit = (id: string | undefined, x: number | string | undefined, language = 'en-us') => {
  const query: Record<string, string | number> = {};
  if (id !== undefined) query['h-recaptcha'] = id;
  if (x !== undefined) query['h-recaptchavalue'] = x;
  return call(env.app, 'POST', '/Ticket/AddPropertyReport', { query, body: report, language, ip: `10.2.0.${++submitClients}` });
};

interface Decoded {
  width: number;
  height: number;
  rgb(x: number, y: number): number[];
}
/** Reads the 8-bit RGBA, unfiltered PNGs the captcha draws. */
function decodePng(dataUrl: string): Decoded {
  const bytes = Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  const idat: Buffer[] = [];
  for (let at = 8; at < bytes.length; ) {
    const length = bytes.readUInt32BE(at);
    if (bytes.toString('ascii', at + 4, at + 8) === 'IDAT') idat.push(bytes.subarray(at + 8, at + 8 + length));
    at += length + 12;
  }
  const raw = inflateSync(Buffer.concat(idat));
  return { width, height, rgb: (x, y) => [0, 1, 2].map((k) => raw[y * (width * 4 + 1) + 1 + x * 4 + k] as number) };
}

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
    expect(row?.answer_x).toBeGreaterThan(0);
    expect(row!.answer_x + res.pieceSize).toBeLessThanOrEqual(res.width);
    // the hole at the answer x is the piece's picture, darkened: the image really has its cut-out there
    const bg = decodePng(res.background);
    const piece = decodePng(res.piece);
    const at = (img: Decoded, x: number, y: number) => img.rgb(x, y).reduce((a, b) => a + b, 0);
    for (const [px, py] of [[10, 20], [20, 30], [30, 40]] as const) {
      expect(at(bg, row!.answer_x + px, res.y + py)).toBeCloseTo(at(piece, px, py) * 0.35, -1);
    }
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
    const { id, x } = await solvedCaptcha(env.app, env.db);
    for (const [field, value, key] of [
      ['contactName', '', 'errors.required'],
      ['phone', '2123 4567', 'errors.hkMobile'],
      ['email', 'not-an-email', 'errors.email'],
      ['content', '   ', 'errors.required'],
      ['listingNo', '', 'errors.required'],
    ] as const) {
      const res = await call(env.app, 'POST', '/Ticket/AddPropertyReport', {
        query: { 'h-recaptcha': id, 'h-recaptchavalue': x },
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
    const { id, x } = await solvedCaptcha(env.app, env.db);
    const res = await call(env.app, 'POST', '/Ticket/AddPropertyReport', {
      query: { 'h-recaptcha': id, 'h-recaptchavalue': x },
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
      const { id, x } = await solvedCaptcha(env.app, env.db);
      statuses.push((await call(env.app, 'POST', '/Ticket/AddPropertyReport', { query: { 'h-recaptcha': id, 'h-recaptchavalue': x }, body: report, ip: '10.2.252.1' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

/**
 * Bank transfer proofs: the owner uploads a picture or a PDF (its type read from the bytes, its
 * size bounded), staff see it with the pending transfers and confirm the order once, even when two
 * confirmations race; nobody else reads or replaces it.
 */
import sharp from 'sharp';
import { createTestEnv, type TestEnv } from './helpers';
import { call, FIXTURE, insertFixtures, tokenFor, TEST_BANK, insertStaff } from '../src/modules/member/testing';

let env: TestEnv;
let owner: string;
let other: string;
let staff: string;
const BANK = TEST_BANK;
beforeAll(async () => {
  env = await createTestEnv();
  await insertFixtures(env.db);
  await insertStaff(env.db);
  [owner, other, staff] = await Promise.all([tokenFor(env.db, FIXTURE.owner), tokenFor(env.db, FIXTURE.other), tokenFor(env.db, 9010)]);
  Object.assign(process.env, BANK);
});
afterAll(async () => {
  for (const k of Object.keys(BANK)) delete process.env[k];
  await env.close();
});

let ips = 0;
const post = (path: string, token: string, body: object = {}) => call(env.app, 'POST', path, { token, language: 'en-us', body, ip: `10.61.0.${++ips % 250}` });
const get = (path: string, token: string | undefined, query: Record<string, number> = {}) => call(env.app, 'GET', path, { token, language: 'en-us', query });
const upload = (orderId: number, bytes: Buffer, token: string | null = owner, contentType = 'application/octet-stream') =>
  env.app.inject({
    method: 'POST', url: `/api/User/UploadPaymentProof?orderId=${orderId}`, payload: bytes,
    headers: { 'content-type': contentType, language: 'en-us', ...(token ? { token } : {}) }, remoteAddress: `10.62.0.${++ips % 250}`,
  });
const newOrder = async () =>
  (await post('/User/CreateListingOrder', owner, { listingId: FIXTURE.ownedSale, plan: 'premium', paymentMethod: 'bank-transfer' })).json().result.orderId as number;
const png = () => sharp({ create: { width: 2400, height: 1200, channels: 3, background: { r: 250, g: 250, b: 250 } } }).png().withExif({ IFD0: { Artist: 'Owner' } }).toBuffer();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

it('takes a picture (re-encoded, at most 2000 px, no metadata) or a PDF from the owner, and replaces the last proof', async () => {
  const orderId = await newOrder();
  const first = await upload(orderId, await png(), owner, 'image/png');
  expect(first.statusCode).toBe(200);
  const proof = first.json().result.proof;
  expect(proof).toMatchObject({ contentType: 'image/jpeg', url: expect.stringMatching(/^\/api\/User\/PaymentProof\/[\w-]{22}$/) });
  const file = await env.app.inject({ method: 'GET', url: proof.url, headers: { token: owner } });
  expect(file.headers['content-type']).toBe('image/jpeg');
  expect(file.headers['content-security-policy']).toContain('sandbox');
  const meta = await sharp(file.rawPayload).metadata();
  expect(meta).toMatchObject({ format: 'jpeg', width: 2000, height: 1000 });
  expect(meta.exif).toBeUndefined();

  const pdf = (await upload(orderId, PDF, owner, 'image/jpeg')).json().result.proof;
  expect(pdf).toMatchObject({ contentType: 'application/pdf', size: PDF.length });
  expect((await env.app.inject({ method: 'GET', url: proof.url, headers: { token: owner } })).statusCode).toBe(404);
  const stored = await env.app.inject({ method: 'GET', url: pdf.url, headers: { token: owner } });
  expect(stored.headers['content-disposition']).toMatch(/^attachment/);
  expect(stored.rawPayload.equals(PDF)).toBe(true);
  expect((await get('/User/GetOrderPayment', owner, { orderId })).json().result).toMatchObject({
    orderId, paymentMethod: 'bank-transfer', status: 'pending', reference: expect.stringMatching(/^HH/),
    bankAccount: { accountNumber: '012-345678-001' }, proof: { contentType: 'application/pdf', url: pdf.url },
  });
});

it('reads the type from the bytes: text, a GIF, a broken PNG or a PDF with a script is refused whatever it claims', async () => {
  const orderId = await newOrder();
  const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } }).gif().toBuffer();
  const broken = (await png()).subarray(0, 200);
  const scripted = Buffer.from('%PDF-1.7\n1 0 obj << /OpenAction << /S /Java#53cript /JS (app.alert(1)) >> >> endobj\n%%EOF');
  for (const bytes of [Buffer.from('bank slip'), gif, broken, scripted]) {
    const res = await upload(orderId, bytes, owner, 'application/pdf');
    expect(res.json()).toMatchObject({ code: 400, messageKey: 'proofType', field: 'body', message: expect.stringContaining('PDF') });
  }
  expect((await upload(orderId, PDF, owner, 'application/json')).json()).toMatchObject({ code: 400, messageKey: 'proofType', field: 'body' });
  const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(8 * 1024 * 1024), Buffer.from('\n%%EOF')]);
  expect((await upload(orderId, big)).json()).toMatchObject({ code: 400, messageKey: 'proofTooLarge' });
  expect((await get('/User/GetOrderPayment', owner, { orderId })).json().result.proof).toBeNull();
});

it('lets only the owner upload, only the owner and staff read, and only while the transfer is pending', async () => {
  const orderId = await newOrder();
  expect((await upload(orderId, PDF, null)).statusCode).toBe(401);
  expect((await upload(orderId, PDF, other)).statusCode).toBe(404);
  expect((await upload(987654, PDF)).statusCode).toBe(404);
  const url = (await upload(orderId, PDF)).json().result.proof.url as string;
  expect((await env.app.inject({ method: 'GET', url, headers: { token: other } })).statusCode).toBe(404);
  expect((await env.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  expect((await env.app.inject({ method: 'GET', url, headers: { token: staff } })).statusCode).toBe(200);
  expect((await get('/User/GetOrderPayment', other, { orderId })).statusCode).toBe(404);
  expect((await get('/User/GetOrderPayment', staff, { orderId })).json().result.proof.url).toBe(url);

  await post('/Staff/ConfirmListingOrder', staff, { orderId });
  expect((await upload(orderId, PDF)).json()).toMatchObject({ code: 409, messageKey: 'orderNotPending' });
});

it('shows staff the pending transfers with their proofs first, and confirms an order once when two confirmations race', async () => {
  const [withProof, without] = [await newOrder(), await newOrder()];
  await upload(withProof, PDF);
  expect((await post('/Staff/SearchPendingTransfers', owner)).statusCode).toBe(403);
  const pending = (await post('/Staff/SearchPendingTransfers', staff)).json().result;
  const ids = pending.items.map((o: { orderId: number }) => o.orderId);
  expect(ids.indexOf(withProof)).toBeLessThan(ids.indexOf(without));
  expect(pending.items[0].proof).not.toBeNull();

  await env.db.query('UPDATE listings SET premium = false WHERE id = $1', [FIXTURE.ownedSale]);
  const answers = await Promise.all([1, 2, 3].map(() => post('/Staff/ConfirmListingOrder', staff, { orderId: withProof })));
  expect(answers.map((a) => a.json().result.applied).sort()).toEqual([false, false, true]);
  const order = await env.db.one<{ status: string; confirmed_by: number }>('SELECT status, confirmed_by::int AS confirmed_by FROM listing_orders WHERE id = $1', [withProof]);
  expect(order).toEqual({ status: 'paid', confirmed_by: 9010 });
  const after = (await post('/Staff/SearchPendingTransfers', staff)).json().result.items.map((o: { orderId: number }) => o.orderId);
  expect(after).not.toContain(withProof);
  expect(after).toContain(without);
});

import sharp from 'sharp';
import { createTestEnv, type TestEnv } from './helpers';
import { call, FIXTURE, insertFixtures, tokenFor } from '../src/modules/member/testing';

let env: TestEnv;
let member: string;
let other: string;
let listingId: string;
beforeAll(async () => {
  env = await createTestEnv();
  await insertFixtures(env.db);
  await env.db.query('UPDATE users SET verified_at = now() WHERE id = $1', [FIXTURE.member]);
  member = await tokenFor(env.db, FIXTURE.member);
  other = await tokenFor(env.db, FIXTURE.other);
  const body = { rentalType: 2, estateId: FIXTURE.estate, price: 25_000, saleableArea: 480, roomNumber: 2 };
  listingId = (await call(env.app, 'POST', '/User/PostOwnListing', { token: member, body })).json().result.listingId;
});
afterAll(() => env.close());

const upload = (bytes: Buffer, token = member, contentType = 'image/jpeg', id = listingId) =>
  env.app.inject({
    method: 'POST', url: `/api/User/UploadOwnListingPhoto?listingId=${id}`, payload: bytes,
    headers: { 'content-type': contentType, token, language: 'en-us' }, remoteAddress: '10.44.0.1',
  });
const picture = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } });

it('resizes a photo to 1080 px and a 360x270 thumbnail, strips its metadata, and lists it on the listing', async () => {
  const png = await picture(2000, 1500).png().toBuffer();
  const res = await upload(png, member, 'application/octet-stream');
  expect(res.statusCode).toBe(200);
  const photo = res.json().result;
  expect(photo).toMatchObject({ width: 1080, height: 810 });
  const full = await env.app.inject({ method: 'GET', url: photo.url });
  expect(full.headers['content-type']).toBe('image/jpeg');
  expect(await sharp(full.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1080, height: 810 });
  const thumb = await env.app.inject({ method: 'GET', url: photo.thumbUrl });
  expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 360, height: 270 });

  const withExif = await picture(800, 600).jpeg().withExif({ IFD0: { Copyright: 'Owner', ImageDescription: 'Flat 23B' } }).toBuffer();
  expect((await sharp(withExif).metadata()).exif).toBeDefined();
  const second = (await upload(withExif)).json().result;
  const stored = await env.app.inject({ method: 'GET', url: second.url });
  expect((await sharp(stored.rawPayload).metadata()).exif).toBeUndefined();
  expect(second).toMatchObject({ width: 800, height: 600 });

  const own = (await call(env.app, 'POST', '/User/SearchOwnListing', { token: member, body: {} })).json().result.items[0];
  expect(own.photos.map((p: { key: string }) => p.key).sort()).toEqual([photo.key, second.key].sort());
});

it('sniffs the type from the bytes: text, a GIF or a broken PNG is refused whatever the Content-Type says', async () => {
  const gif = await picture(10, 10).gif().toBuffer();
  const png = await picture(100, 100).png().toBuffer();
  const broken = Buffer.concat([png.subarray(0, 40), Buffer.alloc(200, 7)]);
  for (const bytes of [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), gif, broken]) {
    const res = await upload(bytes, member, 'image/png');
    expect(res.json()).toMatchObject({ code: 400, messageKey: 'photoType', message: 'Only JPEG, PNG or WebP photos are accepted' });
  }
});

it('refuses a photo over 8 MB, and another member’s upload or delete', async () => {
  const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(8 * 1024 * 1024)]);
  expect((await upload(big)).json()).toMatchObject({ code: 400, messageKey: 'photoTooLarge' });
  const png = await picture(300, 200).png().toBuffer();
  expect((await upload(png, other)).statusCode).toBe(404);
  expect((await upload(png, '')).statusCode).toBe(401);
  const key = (await upload(png)).json().result.key as string;
  const del = (token: string) => env.app.inject({ method: 'GET', url: `/api/User/DeleteOwnListingPhoto?key=${key}`, headers: { token } });
  expect((await del(other)).statusCode).toBe(404);
  expect((await del(member)).json()).toEqual({ code: 0, result: { deleted: true } });
  expect((await env.app.inject({ method: 'GET', url: `/api/User/OwnListingPhoto/${key}.jpg` })).statusCode).toBe(404);
});

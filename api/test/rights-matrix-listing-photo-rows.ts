/**
 * The rows of the rights matrix over creating own listings and their photos (see
 * rights-matrix-rows): a preview saves nothing, a new listing is the caller's own, and only the
 * listing's owner adds or removes its photos.
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { FIXTURE } from '../src/modules/member/testing';
import { listingOfA } from './rights-matrix-own-listing-rows';
import { count, type Ctx, type Row } from './rights-matrix-rows';

const LISTING = { rentalType: 1, estateId: FIXTURE.estate, price: 6_000_000, saleableArea: 500, roomNumber: 2 };
const listings = (c: Ctx) => count(c, 'listings', []);
const photosOfA = (c: Ctx) => count(c, "listing_photos WHERE listing_id = 'S8800001'", []);
const picture = () => sharp({ create: { width: 64, height: 48, channels: 3, background: '#4a90d9' } }).png().toBuffer();

/** runs `fn` with every member verified (posting needs it), then puts their state back */
async function allVerified<T>(c: Ctx, fn: () => Promise<T>): Promise<T> {
  const ids = (await c.db.query<{ id: number }>('UPDATE users SET verified_at = now() WHERE verified_at IS NULL RETURNING id::int AS id')).map((r) => r.id);
  try {
    return await fn();
  } finally {
    await c.db.query('UPDATE users SET verified_at = NULL WHERE id = ANY($1::bigint[])', [ids]);
  }
}

export const LISTING_PHOTO_ROWS: Row[] = [
  {
    name: 'PreviewOwnListing saves nothing',
    expect: ['401', '200 kept', '200 kept', '200 kept', '200 kept', '200 kept'],
    setup: async () => ({}),
    run: async (c, as) => {
      const before = await listings(c);
      const res = await c.call('POST', '/User/PreviewOwnListing', as, { body: LISTING });
      return res.statusCode === 401 ? '401' : `${res.statusCode} ${(await listings(c)) === before ? 'kept' : 'changed'}`;
    },
  },
  {
    name: 'PostOwnListing: the new listing is the caller’s own, never A’s',
    expect: ['401', '200 A', '200 own', '200 own', '200 own', '200 own'],
    setup: async () => ({}),
    run: (c, as) =>
      allVerified(c, async () => {
        const res = await c.call('POST', '/User/PostOwnListing', as, { body: LISTING });
        if (res.statusCode !== 200) return String(res.statusCode);
        const id = res.json().result.listingId as string;
        const owner = Number((await c.db.one<{ o: number }>('SELECT owner_user_id AS o FROM listings WHERE id = $1', [id]))?.o);
        await c.db.query('DELETE FROM listings WHERE id = $1', [id]);
        return `200 ${owner === FIXTURE.member ? 'A' : 'own'}`;
      }),
  },
  {
    name: "UploadOwnListingPhoto to A's listing",
    expect: ['401', '200 changed', '404 kept', '404 kept', '404 kept', '404 kept'],
    setup: listingOfA,
    run: async (c, as) => {
      const res = await c.upload('/User/UploadOwnListingPhoto', as, { listingId: 'S8800001' }, await picture(), 'image/png');
      return res.statusCode === 401 ? '401' : `${res.statusCode} ${(await photosOfA(c)) > 0 ? 'changed' : 'kept'}`;
    },
  },
  {
    name: "DeleteOwnListingPhoto of A's photo",
    expect: ['401', '200 gone', '404 kept', '404 kept', '404 kept', '404 kept'],
    setup: async (c) => {
      await listingOfA(c);
      const image = await sharp(await picture()).jpeg().toBuffer();
      const key = randomBytes(16).toString('base64url');
      await c.db.query("INSERT INTO listing_photos (key, listing_id, user_id, width, height, image, thumb) VALUES ($1, 'S8800001', $2, 64, 48, $3, $3)", [
        key, FIXTURE.member, image,
      ]);
      return {};
    },
    run: async (c, as) => {
      const key = (await c.db.one<{ key: string }>("SELECT key FROM listing_photos WHERE listing_id = 'S8800001'"))?.key ?? '';
      const res = await c.call('GET', '/User/DeleteOwnListingPhoto', as, { query: { key } });
      return res.statusCode === 401 ? '401' : `${res.statusCode} ${(await photosOfA(c)) > 0 ? 'kept' : 'gone'}`;
    },
  },
];

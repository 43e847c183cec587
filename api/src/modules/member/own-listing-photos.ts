/**
 * Photos of a member's own listings: POST /User/UploadOwnListingPhoto?listingId= with the image
 * bytes as the body (Content-Type image/jpeg, image/png, image/webp or application/octet-stream;
 * the type is sniffed from the bytes), at most 8 MB (a larger one: 400 photoTooLarge), GET /User/OwnListingPhoto/{key}.jpg (?size=thumb) to show one, and
 * GET /User/DeleteOwnListingPhoto?key= to remove one. Only the listing's owner uploads or deletes.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/index';
import { readCommon, type RequestContext } from '../../http/context';
import { clientKeyOf } from '../../http/client-address';
import { ApiError, notFound } from '../../http/errors';
import { checkRateLimit } from '../../http/rate-limit';
import { requireUser } from './auth';
import { memberError } from './errors';
import { DELETED } from './own-listing-rules';
import { MAX_PHOTO_BYTES, photoUrl, processPhoto } from './photo-image';

export const MAX_LISTING_PHOTOS = 20;
const KEY = /^[A-Za-z0-9_-]{22}$/;

const ctxOf = (db: Db, req: FastifyRequest): RequestContext => ({ db, ...readCommon(req), clientKey: clientKeyOf(req.ip), req });


export function registerOwnListingPhotos(app: FastifyInstance, db: Db): void {
  app.register(async (scope) => {
    scope.setErrorHandler((err) => {
      throw (err as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? memberError('badRequest', 'photoTooLarge', 'body') : err;
    });
    scope.addContentTypeParser(['application/octet-stream', 'image/jpeg', 'image/png', 'image/webp'], { parseAs: 'buffer', bodyLimit: MAX_PHOTO_BYTES }, (_req, body, done) =>
      done(null, body),
    );
    scope.post<{ Querystring: { listingId?: string } }>('/User/UploadOwnListingPhoto', { bodyLimit: MAX_PHOTO_BYTES }, async (req, reply) => {
      const ctx = ctxOf(db, req);
      const user = await requireUser(ctx);
      const wait = await checkRateLimit(db, `UploadOwnListingPhoto:${ctx.clientKey}`, 30);
      if (wait > 0) throw new ApiError('tooManyRequests', 'tooManyRequests', { seconds: wait });
      const listingId = String(req.query.listingId ?? '');
      const listing = await db.one('SELECT 1 FROM listings WHERE id = $1 AND owner_user_id = $2 AND status <> $3', [listingId, user.id, DELETED]);
      if (!listing) throw notFound('query.listingId');
      if (!Buffer.isBuffer(req.body)) throw memberError('badRequest', 'photoType', 'body');
      const photo = await processPhoto(req.body);
      if (!photo) throw memberError('badRequest', 'photoType', 'body');
      const key = randomBytes(16).toString('base64url');
      const saved = await db.tx(async (t) => {
        await t.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`photos:${listingId}`]);
        const n = await t.one<{ n: number }>('SELECT count(*)::int AS n FROM listing_photos WHERE listing_id = $1', [listingId]);
        if ((n?.n ?? 0) >= MAX_LISTING_PHOTOS) return false;
        await t.query('INSERT INTO listing_photos (key, listing_id, user_id, width, height, image, thumb) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
          key, listingId, user.id, photo.width, photo.height, photo.image, photo.thumb,
        ]);
        return true;
      });
      if (!saved) throw memberError('conflict', 'photoLimit', 'query.listingId');
      return reply.send({ code: 0, result: { key, url: photoUrl(key), thumbUrl: photoUrl(key, 'thumb'), width: photo.width, height: photo.height } });
    });
  });

  app.get<{ Params: { file: string }; Querystring: { size?: string } }>('/User/OwnListingPhoto/:file', async (req, reply) => {
    const key = /^(.+)\.jpg$/.exec(req.params.file)?.[1] ?? '';
    if (!KEY.test(key)) throw notFound('file');
    const row = await db.one<{ image: Uint8Array; thumb: Uint8Array }>('SELECT image, thumb FROM listing_photos WHERE key = $1', [key]);
    if (!row) throw notFound('file');
    return reply
      .header('content-type', 'image/jpeg')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(Buffer.from(req.query.size === 'thumb' ? row.thumb : row.image));
  });

  app.get<{ Querystring: { key?: string } }>('/User/DeleteOwnListingPhoto', async (req) => {
    const user = await requireUser(ctxOf(db, req));
    const rows = await db.query('DELETE FROM listing_photos WHERE key = $1 AND user_id = $2 RETURNING key', [String(req.query.key ?? ''), user.id]);
    if (!rows.length) throw notFound('query.key');
    return { code: 0, result: { deleted: true } };
  });
}

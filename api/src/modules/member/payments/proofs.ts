/**
 * Bank transfer proofs: POST /User/UploadPaymentProof?orderId= with the file's bytes as the body
 * (whatever its Content-Type but JSON: the type is read from the bytes), at most MAX_PROOF_BYTES, by the
 * order's owner while it is a pending bank transfer; a new proof replaces the last. GET
 * /User/PaymentProof/{key} answers the file to the order's owner and to staff only.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MAX_PROOF_BYTES, uploadPaymentProof } from '@portal/shared/contracts';
import type { Db } from '../../../db/index';
import { clientKeyOf } from '../../../http/client-address';
import { readCommon, type RequestContext } from '../../../http/context';
import { ApiError, badRequest, notFound } from '../../../http/errors';
import { checkRateLimit } from '../../../http/rate-limit';
import { registered } from '../../../http/register';
import { requireUser } from '../auth';
import { ORDER_VIEW_SELECT, paymentError, proofOf, type OrderViewRow } from './order-view';
import { readProof } from './proof-file';

const KEY = /^[A-Za-z0-9_-]{22}$/;
const ctxOf = (db: Db, req: FastifyRequest): RequestContext => ({ db, ...readCommon(req), clientKey: clientKeyOf(req.ip), req });

async function upload(db: Db, req: FastifyRequest, reply: FastifyReply) {
  const ctx = ctxOf(db, req);
  const wait = await checkRateLimit(db, `${uploadPaymentProof.name}:${ctx.clientKey}`, uploadPaymentProof.rateLimitPerMinute ?? 20);
  if (wait > 0) {
    reply.header('retry-after', String(wait));
    throw new ApiError('tooManyRequests', 'tooManyRequests', { seconds: wait });
  }
  if (!Buffer.isBuffer(req.body)) throw paymentError('badRequest', 'proofType', 'body');
  const user = await requireUser(ctx);
  const query = uploadPaymentProof.query.safeParse(req.query ?? {});
  if (!query.success) throw badRequest('query.orderId: errors.invalid', 'query.orderId');
  const orderId = query.data.orderId;
  const order = await db.one<OrderViewRow>(`${ORDER_VIEW_SELECT} WHERE o.id = $1`, [orderId]);
  if (!order || order.member_id !== user.id) throw notFound('query.orderId');
  if (order.status !== 'pending' || order.payment_method !== 'bank-transfer') throw paymentError('conflict', 'orderNotPending', 'query.orderId');
  const proof = await readProof(req.body);
  if (!proof) throw paymentError('badRequest', 'proofType', 'body');
  const key = randomBytes(16).toString('base64url');
  const row = await db.one<Record<string, unknown>>(
    `INSERT INTO payment_proofs (order_id, key, user_id, content_type, size, body) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (order_id) DO UPDATE SET key = EXCLUDED.key, user_id = EXCLUDED.user_id, content_type = EXCLUDED.content_type,
       size = EXCLUDED.size, body = EXCLUDED.body, uploaded_at = now()
     RETURNING key AS proof_key, content_type AS proof_type, size AS proof_size, uploaded_at AS proof_at`,
    [orderId, key, user.id, proof.contentType, proof.body.length, proof.body],
  );
  return { code: 0, result: { orderId, proof: proofOf(row ?? {}) } };
}

export function registerPaymentProofs(app: FastifyInstance, db: Db): void {
  registered.push(uploadPaymentProof);
  app.register(async (scope) => {
    scope.setErrorHandler((err) => {
      throw (err as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? paymentError('badRequest', 'proofTooLarge', 'body') : err;
    });
    // the bytes as sent, whatever the type claims: readProof decides what they are
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_PROOF_BYTES }, (_req, body, done) => done(null, body));
    // a proof is never JSON: a JSON body (a client sending the wrong thing) is read as text, then refused
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: MAX_PROOF_BYTES }, (_req, body, done) => done(null, String(body)));
    scope.post(uploadPaymentProof.path, { bodyLimit: MAX_PROOF_BYTES }, (req, reply) => upload(db, req, reply));
  });

  app.get<{ Params: { key: string } }>('/User/PaymentProof/:key', async (req, reply) => {
    const user = await requireUser(ctxOf(db, req));
    if (!KEY.test(req.params.key)) throw notFound('key');
    const row = await db.one<{ member_id: number; content_type: string; body: Uint8Array }>(
      `SELECT COALESCE(o.user_id, l.owner_user_id)::int AS member_id, p.content_type, p.body
       FROM payment_proofs p JOIN listing_orders o ON o.id = p.order_id JOIN listings l ON l.id = o.listing_id WHERE p.key = $1`,
      [req.params.key],
    );
    if (!row || (row.member_id !== user.id && user.role !== 'admin')) throw notFound('key');
    const name = row.content_type === 'application/pdf' ? 'payment-proof.pdf' : 'payment-proof.jpg';
    return reply
      .header('content-type', row.content_type)
      .header('content-disposition', `${row.content_type === 'application/pdf' ? 'attachment' : 'inline'}; filename="${name}"`)
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(row.body));
  });
}

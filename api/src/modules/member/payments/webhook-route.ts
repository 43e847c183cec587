/**
 * A provider's webhook route: the body kept as the exact bytes sent (signatures are computed over
 * them, so no JSON parser may touch it; this scope alone reads bodies raw), at most 256 kB. The
 * check decides: 400 for a signature refused, 409 paymentUnavailable when the provider is not
 * configured, else 200 with what the event did (a replay, an order paid, an unknown order...),
 * logged when it paid nothing it should have.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../../http/errors';
import { memberError } from '../errors';
import type { EventOutcome } from './ledger';

const MAX_WEBHOOK_BYTES = 256 * 1024;
const WORTH_A_WARNING = new Set<EventOutcome>(['unknownOrder', 'amountMismatch']);

export type WebhookAnswer = { status: 200; outcome: EventOutcome; eventId: string } | { status: 400 | 409 };
export type WebhookCheck = (req: FastifyRequest, raw: Buffer) => Promise<WebhookAnswer>;

export function registerWebhook(app: FastifyInstance, path: string, check: WebhookCheck): void {
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_WEBHOOK_BYTES }, (_req, body, done) => done(null, body));
    scope.post(path, { bodyLimit: MAX_WEBHOOK_BYTES }, async (req) => {
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const answer = await check(req, raw);
      if (answer.status !== 200) {
        throw answer.status === 409
          ? memberError('conflict', 'paymentUnavailable')
          : new ApiError('badRequest', 'invalidRequest', { detail: 'the signature does not match the body' }, 'headers');
      }
      const log = { path, eventId: answer.eventId, outcome: answer.outcome };
      if (WORTH_A_WARNING.has(answer.outcome)) req.log.warn(log, 'payment webhook: event paid nothing');
      else req.log.info(log, 'payment webhook');
      return { code: 0, result: { received: true, outcome: answer.outcome } };
    });
  });
}

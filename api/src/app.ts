/**
 * Builds the Fastify application: the envelope, error mapping (never a 500 for bad input),
 * the security headers, CORS for the site's origins only, and every module's endpoints under the
 * /api base path.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import { constants as zlib } from 'node:zlib';
import { ERROR_CODES, formatApiMessage, API_MESSAGES } from '@portal/shared/contracts';
import type { Db } from './db/index';
import { ApiError } from './http/errors';
import { readCommon } from './http/context';
import { BODY_LIMIT, registerJsonBody } from './http/json-body';
import { parseTrustProxy } from './http/client-address';
import { registerSecurityHeaders, siteOrigins } from './http/security';
import { registerModules } from './modules/index';

export interface AppOptions {
  db: Db;
  logger?: boolean;
  /** expose the development routes (/api/dev/*, loopback only); default: DEV_ROUTES=1 (http/dev-routes.ts) */
  dev?: boolean;
  /** the origins whose pages may call with credentials (default: SITE_ORIGINS, see http/security) */
  siteOrigins?: string[];
}

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ? { level: process.env.LOG_LEVEL ?? 'info' } : false,
    bodyLimit: BODY_LIMIT,
    trustProxy: parseTrustProxy(process.env.TRUST_PROXY),
    // a hostile query string like a[b][c]=... stays a plain string
    routerOptions: { maxParamLength: 200 },
  });
  registerSecurityHeaders(app);
  registerJsonBody(app);
  // only the site's own pages may read answers (credentials travel); preflights are cached by the
  // browser (Chromium caps at 2 hours) instead of costing a round trip per call
  await app.register(cors, { origin: opts.siteOrigins ?? siteOrigins(), credentials: true, maxAge: 7200 });
  // JSON lists and SVG media shrink four to six times; brotli at quality 4 costs about as much CPU
  // as gzip -6. No request decompression: a body arrives as plain JSON or is refused.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    globalDecompression: false,
  });

  app.setErrorHandler((err, req, reply) => {
    const { language } = readCommon(req);
    if (err instanceof ApiError) {
      return reply.status(err.status).send({
        code: err.status,
        message: err.localized(language),
        messageKey: err.key,
        ...(err.field ? { field: err.field } : {}),
      });
    }
    const e = err as { statusCode?: number; message?: string; code?: string };
    const status = typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500 ? e.statusCode : 500;
    if (status === 500) req.log.error(err);
    const detail = status === 500 ? undefined : (e.message ?? e.code ?? 'bad request');
    return reply.status(status).send({
      code: status,
      message:
        status === 500
          ? formatApiMessage(API_MESSAGES, 'internal', language)
          : formatApiMessage(API_MESSAGES, 'invalidRequest', language, { detail: detail ?? '' }),
      messageKey: status === 500 ? 'internal' : 'invalidRequest',
      field: status === 500 ? undefined : 'body',
    });
  });
  app.setNotFoundHandler((req, reply) => {
    const { language } = readCommon(req);
    reply.status(404).send({
      code: ERROR_CODES.notFound,
      message: formatApiMessage(API_MESSAGES, 'routeNotFound', language, { detail: `${req.method} ${req.url.split('?')[0]}` }),
      messageKey: 'routeNotFound',
    });
  });

  await app.register(
    async (api) => {
      api.get('/health', async () => ({ code: 0, result: { ok: true } }));
      api.get('/openapi.json', async () => (await import('./openapi')).openApiDocument());
      await registerModules(api, opts);
    },
    { prefix: '/api' },
  );
  return app;
}

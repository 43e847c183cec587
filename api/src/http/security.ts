/**
 * The headers every answer carries and the origins CORS lets read them (browsers only: a server
 * calling the API sends no Origin). The site's pages live on the shell's origins (SITE_ORIGINS);
 * no other page may read an answer, a member's least of all (credentials travel with CORS).
 */
import type { FastifyInstance } from 'fastify';
import { formatApiMessage, API_MESSAGES } from '@portal/shared/contracts';
import { readCommon } from './context';

/** the headers of every answer, errors and preflights included */
export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
} as const;

/** an SVG opened on its own is a document: nothing runs, nothing loads, nothing reaches the API */
export const MEDIA_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * SITE_ORIGINS (comma-separated origins), else the shell's local origins on PORT_SHELL (3000 for
 * npm start; the test and bench stacks set their own port).
 */
export function siteOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  const configured = (env.SITE_ORIGINS ?? '').split(',').map((o) => o.trim().replace(/\/$/, '')).filter(Boolean);
  if (configured.length) return configured;
  const port = env.PORT_SHELL || '3000';
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
}

/**
 * Adds the security headers to every answer, and answers an OPTIONS that is not a CORS preflight
 * (no Origin or no Access-Control-Request-Method) with a 400 in the envelope. Register before CORS.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    if (req.method === 'OPTIONS' && (!req.headers.origin || !req.headers['access-control-request-method'])) {
      const { language } = readCommon(req);
      const detail = 'OPTIONS is a CORS preflight: it needs Origin and Access-Control-Request-Method';
      reply.status(400).send({
        code: 400,
        message: formatApiMessage(API_MESSAGES, 'invalidRequest', language, { detail }),
        messageKey: 'invalidRequest',
      });
      return;
    }
    done();
  });
}

/**
 * The session token as a cookie (spec 9: 60 days): HttpOnly so page scripts never read it,
 * SameSite=Lax, Secure when the request came over TLS (req.protocol, which believes
 * X-Forwarded-Proto only from the proxies of TRUST_PROXY) or when the site's configured origin
 * (SITE_ORIGIN, SITE_ORIGINS, SITE_URL: every one set) is https. COOKIE_DOMAIN, when set, shares it across the product's
 * subdomains. Handlers record the cookie on their request; an onSend hook of the member scope
 * writes it, so only an answer that succeeded carries it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_DAYS } from './auth';

const pending = new WeakMap<FastifyRequest, string>();

function secureSite(env: NodeJS.ProcessEnv): boolean {
  const configured = [...(env.SITE_ORIGINS ?? '').split(','), env.SITE_URL ?? '', env.SITE_ORIGIN ?? ''].map((o) => o.trim()).filter(Boolean);
  return configured.length > 0 && configured.every((o) => o.startsWith('https://'));
}

export function tokenCookie(req: FastifyRequest, token: string | null, env: NodeJS.ProcessEnv = process.env): string {
  const parts = [`token=${token ? encodeURIComponent(token) : ''}`, 'Path=/', `Max-Age=${token ? SESSION_DAYS * 86_400 : 0}`, 'HttpOnly', 'SameSite=Lax'];
  const domain = env.COOKIE_DOMAIN?.trim();
  if (domain && /^[A-Za-z0-9.-]+$/.test(domain)) parts.push(`Domain=${domain}`);
  if (req.protocol === 'https' || secureSite(env)) parts.push('Secure');
  return parts.join('; ');
}

/** Sets (a token) or clears (null) the session cookie on the answer to `req`. */
export function setSessionCookie(req: FastifyRequest, token: string | null): void {
  pending.set(req, tokenCookie(req, token));
}

export function registerSessionCookie(scope: FastifyInstance): void {
  scope.addHook('onSend', async (req, reply, payload) => {
    const cookie = pending.get(req);
    if (cookie && reply.statusCode < 400) reply.header('set-cookie', cookie);
    return payload;
  });
}

import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, normalizeLanguage, PLATFORMS, type Language, type Platform } from '@portal/shared/contracts';
import type { Db } from '../db/index';

/** What every handler gets besides its parsed query and body. */
export interface RequestContext {
  db: Db;
  language: Language;
  platform: Platform;
  cityen: 'hk';
  /** the opaque session token from the `token` header or cookie, never from the URL */
  token?: string;
  /** the visitor id from the `visitorid` header or query, if any */
  visitorId?: string;
  /** client key for rate limits */
  clientKey: string;
  req: FastifyRequest;
}

function pick(req: FastifyRequest, name: string): string | undefined {
  const h = req.headers[name.toLowerCase()];
  const fromHeader = Array.isArray(h) ? h[0] : h;
  if (fromHeader) return fromHeader;
  const q = (req.query ?? {}) as Record<string, unknown>;
  const v = q[name];
  return typeof v === 'string' && v ? v : undefined;
}

/** The `token` cookie's value: a token in a URL would be written in logs, history and Referer. */
function cookieToken(req: FastifyRequest): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === 'token' && value.length) {
      const raw = value.join('=');
      try {
        return decodeURIComponent(raw) || undefined;
      } catch {
        return raw || undefined;
      }
    }
  }
  return undefined;
}

function token(req: FastifyRequest): string | undefined {
  const h = req.headers.token;
  return (Array.isArray(h) ? h[0] : h) || cookieToken(req);
}

/** Reads language, platform and cityen from headers (POST) or query (GET), spec 7.1. Lenient:
 * an unknown language falls back to zh-hk rather than failing a page. */
export function readCommon(req: FastifyRequest): Pick<RequestContext, 'language' | 'platform' | 'cityen' | 'token' | 'visitorId'> {
  const language = normalizeLanguage(pick(req, 'language')) ?? DEFAULT_LANGUAGE;
  const p = pick(req, 'platform')?.toLowerCase();
  const platform = (PLATFORMS as readonly string[]).includes(p ?? '') ? (p as Platform) : 'pc';
  return { language, platform, cityen: 'hk', token: token(req), visitorId: pick(req, 'visitorId') };
}

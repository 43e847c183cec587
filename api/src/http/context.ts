import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, normalizeLanguage, PLATFORMS, type Language, type Platform } from '@portal/shared/contracts';
import type { Db } from '../db/index';

/** What every handler gets besides its parsed query and body. */
export interface RequestContext {
  db: Db;
  language: Language;
  platform: Platform;
  cityen: 'hk';
  /** the opaque session token from the `token` header, if any */
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

/** Reads language, platform and cityen from headers (POST) or query (GET), spec 7.1. Lenient:
 * an unknown language falls back to zh-hk rather than failing a page. */
export function readCommon(req: FastifyRequest): Pick<RequestContext, 'language' | 'platform' | 'cityen' | 'token' | 'visitorId'> {
  const language = normalizeLanguage(pick(req, 'language')) ?? DEFAULT_LANGUAGE;
  const p = pick(req, 'platform')?.toLowerCase();
  const platform = (PLATFORMS as readonly string[]).includes(p ?? '') ? (p as Platform) : 'pc';
  return { language, platform, cityen: 'hk', token: pick(req, 'token'), visitorId: pick(req, 'visitorId') };
}

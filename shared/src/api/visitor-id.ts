/**
 * The visitor id (spec 4.3): who a visitor is without signing in, for their bookmarks and the
 * messages they may later edit or delete. Kept in localStorage and a cookie named `visitorId`
 * (the shell's configureApi({ getVisitorId }) reads it for the request header), issued once by
 * GET /User/GetVisitorId, and only when a visitor first writes something: a page view makes none.
 */
import { getVisitorId } from '../endpoints/endpoints.generated';
import { readRaw, writeJson } from '../storage/safe-storage';
import { call } from './client';
import { readSignedIn } from './member-session';

export const VISITOR_ID_KEY = 'visitorId';
const COOKIE_DAYS = 365;

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const hit = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return hit ? decodeURIComponent(hit.slice(name.length + 1)) : undefined;
}

/** The stored visitor id, if any. */
export function readVisitorId(): string | undefined {
  const stored = readRaw(VISITOR_ID_KEY);
  if (stored) {
    try {
      const parsed: unknown = JSON.parse(stored);
      if (typeof parsed === 'string' && parsed) return parsed;
    } catch {
      return stored;
    }
  }
  return readCookie(VISITOR_ID_KEY);
}

function storeVisitorId(id: string): void {
  writeJson(VISITOR_ID_KEY, id);
  if (typeof document !== 'undefined') {
    const expires = new Date(Date.now() + COOKIE_DAYS * 86_400_000).toUTCString();
    document.cookie = `${VISITOR_ID_KEY}=${encodeURIComponent(id)}; expires=${expires}; path=/; SameSite=Lax`;
  }
}

let pending: Promise<string> | null = null;

/** The visitor id, asking the server for one the first time (one request even when called in parallel). */
export function ensureVisitorId(): Promise<string> {
  const existing = readVisitorId();
  if (existing) return Promise.resolve(existing);
  pending ??= call(getVisitorId, { loadingBar: false })
    .then(({ visitorId }) => {
      storeVisitorId(visitorId);
      return visitorId;
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}

/**
 * A signed-in member: the sign-in record of member-session (the API's cookie is HttpOnly), or a
 * `token` cookie a page can read (spec 6: the token header comes from the cookie).
 */
export function hasTokenCookie(): boolean {
  return readSignedIn() !== undefined || Boolean(readCookie('token'));
}

import { getApiConfig, isApiConfigured } from './config';

/**
 * The address of a media file the API names by an absolute path ('/api/Media/photo/x.svg'): on the
 * API's own origin when apiBase is absolute (the API on another host or port), unchanged when
 * apiBase is relative (same origin) or the path is already a full URL.
 */
export function mediaUrl(path: string): string;
export function mediaUrl(path: string | null | undefined): string | undefined;
export function mediaUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (!path.startsWith('/') || path.startsWith('//') || !isApiConfigured()) return path;
  const base = getApiConfig().baseURL;
  if (!/^https?:\/\//i.test(base)) return path;
  return new URL(path, base).toString();
}

/**
 * Built files served the way a CDN would, by the shell's page server and by the remotes' static
 * server (scripts/serve-static.mjs) alike:
 * - mf-manifest.json, remoteEntry.js, index.html, runtime-config.json: Cache-Control no-cache
 *   (no content hash: a redeployed remote shows on the next reload)
 * - hashed assets (js/, css/, assets/ with a content hash): a year, immutable
 * - gzip or brotli by Accept-Encoding, each file compressed once while its bytes stay the same
 * - an ETag on every file, 304 for a matching If-None-Match (the shell's server asks the remotes'
 *   server bundles and manifests again this way)
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.cjs': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json; charset=utf-8', '.svg': 'image/svg+xml',
  '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp', '.ico': 'image/x-icon',
  '.woff2': 'font/woff2', '.txt': 'text/plain; charset=utf-8', '.map': 'application/json; charset=utf-8',
};
const COMPRESSIBLE = /\.(html|js|cjs|mjs|css|json|svg|txt|map)$/;
const HASHED = /\.[0-9a-f]{8,}\.(js|css|png|jpe?g|svg|webp|woff2?)$/;
/** a path that names a file of the build, never a page */
export const ASSET_PATH = /\.(js|cjs|mjs|css|json|map|png|jpe?g|svg|webp|ico|woff2?|txt)$/i;

export type Headers = Record<string, string | number>;

export function cacheControl(file: string): string {
  return HASHED.test(path.basename(file)) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

export function encodingFor(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accept = acceptEncoding ?? '';
  if (/\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return undefined;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const compressed = new Map<string, { source: Buffer; out: Buffer }>();

/**
 * A file's compressed bytes are kept per name and encoding while its bytes stay the same (a
 * redeploy changes them): compressed once, off the event loop. A `fresh` body (a page, new on
 * every response) is compressed with fast settings and not kept.
 */
async function compress(key: string, body: Buffer, encoding: 'br' | 'gzip', fresh: boolean): Promise<{ out: Buffer; cached: boolean }> {
  const quality = fresh ? { br: 4, gzip: 6 } : { br: 9, gzip: 9 };
  const run = () => (encoding === 'br'
    ? brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality.br, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzip(body, { level: quality.gzip }));
  if (fresh) return { out: await run(), cached: false };
  const cacheKey = `${encoding}:${key}`;
  const hit = compressed.get(cacheKey);
  if (hit && hit.source.equals(body)) return { out: hit.out, cached: true };
  const out = await run();
  compressed.set(cacheKey, { source: body, out });
  return { out, cached: false };
}

export interface Sent {
  /** the file's name or path: its type, cache policy and compression cache key */
  name: string;
  body: Buffer;
  status?: number;
  headers?: Headers;
  /** new on every response (a page): compressed fast, never kept */
  fresh?: boolean;
}

/** Answers with a file's bytes: type, cache policy, ETag (304) unless fresh, compression. */
export function sendFile(req: http.IncomingMessage, res: http.ServerResponse, { name, body, status = 200, headers: extra = {}, fresh = false }: Sent): void {
  const headers: Headers = {
    'Content-Type': TYPES[path.extname(name)] ?? 'application/octet-stream',
    'Cache-Control': cacheControl(name),
    Vary: 'Accept-Encoding',
    ...extra,
  };
  // a fresh body never matches an earlier ETag: no hash for it
  if (status === 200 && !fresh) {
    const etag = `"${crypto.createHash('sha1').update(body).digest('base64url')}"`;
    headers.ETag = etag;
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
  }
  const write = (out: Buffer) => {
    headers['Content-Length'] = out.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : out);
  };
  const encoding = COMPRESSIBLE.test(name) && body.length > 512 ? encodingFor(req.headers['accept-encoding']) : undefined;
  if (!encoding) return write(body);
  compress(name, body, encoding, fresh).then(({ out, cached }) => {
    headers['Content-Encoding'] = encoding;
    headers['X-Cache'] = cached ? 'HIT' : 'MISS';
    write(out);
  }, () => write(body));
}

/** An answer without a file: a status, its headers and a short text. */
export function sendStatus(res: http.ServerResponse, status: number, headers: Headers = {}, text = ''): void {
  res.writeHead(status, text ? { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache', ...headers } : headers);
  res.end(text || undefined);
}

/** GET and HEAD only: the 405 is sent and false returned for anything else */
export function allowRead(req: http.IncomingMessage, res: http.ServerResponse, headers: Headers): boolean {
  if (req.method === 'GET' || req.method === 'HEAD') return true;
  sendStatus(res, 405, { ...headers, Allow: 'GET, HEAD, OPTIONS' });
  return false;
}

export type Resolved = { pathname: string; file?: string } | { refused: 400 | 403 };

const inside = (dir: string, file: string) => file === dir || file.startsWith(dir + path.sep);

/**
 * The file of `distDir` a request names: its decoded path, and the file when one exists; refused
 * with 400 for a path that cannot be decoded, 403 for one that leaves `distDir` or enters one of
 * its `hidden` folders.
 */
export function resolveFile(distDir: string, url: string | undefined, hidden: readonly string[] = []): Resolved {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(url ?? '/', 'http://x').pathname);
  } catch {
    return { refused: 400 };
  }
  const file = path.join(distDir, pathname);
  if (!inside(distDir, file) || hidden.some((dir) => inside(path.join(distDir, dir), file))) return { refused: 403 };
  return fs.existsSync(file) && fs.statSync(file).isFile() ? { pathname, file } : { pathname };
}

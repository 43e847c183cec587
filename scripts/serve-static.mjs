#!/usr/bin/env node
/**
 * Serves one app's dist/ the way a CDN would: `node scripts/serve-static.mjs <app>`
 * (shell, mfe-listings, mfe-news ...). Port from PORT, else PORT_<NAME>, else the app's default.
 * - mf-manifest.json, remoteEntry.js, index.html, runtime-config.json: Cache-Control no-cache
 *   (no content hash: a redeployed remote shows on the next reload)
 * - hashed assets (js/, css/, assets/ with a content hash): a year, immutable
 * - CORS for remotes, gzip or brotli by Accept-Encoding
 * - the shell: SPA fallback to index.html and /runtime-config.json written from the environment
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { ROOT, appByDir, portOf } from './apps.mjs';
import { preconnectOrigins, runtimeConfig } from './runtime-config.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json; charset=utf-8', '.svg': 'image/svg+xml',
  '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp', '.ico': 'image/x-icon',
  '.woff2': 'font/woff2', '.txt': 'text/plain; charset=utf-8', '.map': 'application/json; charset=utf-8',
};
const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|txt|map)$/;
const ASSET = /\.(js|mjs|css|json|map|png|jpe?g|svg|webp|ico|woff2?|txt)$/i;
const HASHED = /\.[0-9a-f]{8,}\.(js|css|png|jpe?g|svg|webp|woff2?)$/;

export function cacheControl(file) {
  return HASHED.test(path.basename(file)) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

function encodingFor(req) {
  const accept = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return undefined;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const compressed = new Map();
/**
 * Compressed bodies are kept per file and encoding while the bytes stay the same (a redeploy
 * changes them), so each asset is compressed once, off the event loop, not on every request.
 * Resolves with the bytes and whether they came from the cache.
 */
async function compress(key, body, encoding) {
  const cacheKey = `${encoding}:${key}`;
  const hit = compressed.get(cacheKey);
  if (hit && hit.source.equals(body)) return { out: hit.out, cached: true };
  const out = encoding === 'br'
    ? await brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : await gzip(body, { level: 9 });
  compressed.set(cacheKey, { source: body, out });
  return { out, cached: false };
}

export function createServer({ app, distDir, env = process.env }) {
  const isShell = app.key === 'shell';
  const readIndex = () => {
    const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
    if (!isShell) return html;
    const links = preconnectOrigins(runtimeConfig(env))
      .map((o) => `<link rel="preconnect" href="${o}" crossorigin="anonymous" />`).join('');
    return html.replace(/<meta name="?runtime-preconnect"?\s*\/?>/, links);
  };
  const send = (req, res, status, file, body) => {
    const headers = { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'Cache-Control': cacheControl(file), Vary: 'Accept-Encoding' };
    if (!isShell) {
      headers['Access-Control-Allow-Origin'] = '*';
      headers['Access-Control-Allow-Methods'] = 'GET, HEAD, OPTIONS';
    }
    const encoding = COMPRESSIBLE.test(file) && body.length > 512 ? encodingFor(req) : undefined;
    const write = (out) => {
      headers['Content-Length'] = out.length;
      res.writeHead(status, headers);
      res.end(req.method === 'HEAD' ? undefined : out);
    };
    if (!encoding) return write(body);
    headers['Content-Encoding'] = encoding;
    compress(file, body, encoding).then(({ out, cached }) => {
      headers['X-Cache'] = cached ? 'HIT' : 'MISS';
      write(out);
    }, () => {
      delete headers['Content-Encoding'];
      write(body);
    });
  };
  return http.createServer((req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, isShell ? {} : { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS' });
      return res.end();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' });
      return res.end();
    }
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      res.writeHead(400);
      return res.end();
    }
    if (pathname === '/health') return send(req, res, 200, 'health.json', Buffer.from('{"ok":true}'));
    if (isShell && pathname === '/runtime-config.json') {
      return send(req, res, 200, pathname, Buffer.from(JSON.stringify(runtimeConfig(env))));
    }
    const file = path.normalize(path.join(distDir, pathname));
    if (!file.startsWith(distDir)) {
      res.writeHead(403);
      return res.end();
    }
    if (fs.existsSync(file) && fs.statSync(file).isFile()) {
      const body = path.basename(file) === 'index.html' ? Buffer.from(readIndex()) : fs.readFileSync(file);
      return send(req, res, 200, file, body);
    }
    // SPA fallback: any path that is not an asset is a page of the shell (/buy-property-1.html too)
    if (isShell && !ASSET.test(pathname)) return send(req, res, 200, 'index.html', Buffer.from(readIndex()));
    if (!isShell && pathname === '/') return send(req, res, 200, 'index.html', Buffer.from(readIndex()));
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache', ...(isShell ? {} : { 'Access-Control-Allow-Origin': '*' }) });
    res.end('Not found');
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const name = process.argv[2];
  const app = name && appByDir(name);
  if (!app) {
    console.error('usage: node scripts/serve-static.mjs <shell|mfe-listings|mfe-news|...>');
    process.exit(2);
  }
  const distDir = path.join(ROOT, app.dir, 'dist');
  if (!fs.existsSync(path.join(distDir, app.key === 'shell' ? 'index.html' : 'mf-manifest.json'))) {
    console.error(`[serve] ${app.dir}/dist is missing: run npm run build -w ${app.dir} first`);
    process.exit(1);
  }
  const port = process.env.PORT ? Number(process.env.PORT) : portOf(app);
  const server = createServer({ app, distDir });
  server.listen(port, () => console.log(`[serve] ${app.dir} on http://localhost:${port}`));
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

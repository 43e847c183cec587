#!/usr/bin/env node
/**
 * Serves one app's dist/ the way a CDN would: `node scripts/serve-static.mjs <app>`
 * (shell, mfe-listings, mfe-news ...). Port from PORT, else PORT_<NAME>, else the app's default.
 * - mf-manifest.json, remoteEntry.js, index.html, runtime-config.json: Cache-Control no-cache
 *   (no content hash: a redeployed remote shows on the next reload)
 * - hashed assets (js/, css/, assets/ with a content hash): a year, immutable
 * - CORS for remotes, gzip or brotli by Accept-Encoding
 * - the shell: pages rendered on the server (docs/ssr.md: dist/server/render.cjs, with the remotes'
 *   server bundles), the plain index.html when a page is not (SSR=off, a member page, a failure),
 *   and /runtime-config.json written from the environment. dist/server is not served.
 * - ETag on every file, 304 for a matching If-None-Match (the shell's server asks the remotes'
 *   server bundles and manifests again this way)
 */
import http from 'node:http';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import crypto from 'node:crypto';
import { ROOT, appByDir, portOf } from './apps.mjs';
import { preconnectOrigins, runtimeConfig } from './runtime-config.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.cjs': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json; charset=utf-8', '.svg': 'image/svg+xml',
  '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp', '.ico': 'image/x-icon',
  '.woff2': 'font/woff2', '.txt': 'text/plain; charset=utf-8', '.map': 'application/json; charset=utf-8',
};
const COMPRESSIBLE = /\.(html|js|cjs|mjs|css|json|svg|txt|map)$/;
const ASSET = /\.(js|cjs|mjs|css|json|map|png|jpe?g|svg|webp|ico|woff2?|txt)$/i;
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
async function compress(key, body, encoding, { rendered = false } = {}) {
  if (rendered) {
    // a server-rendered page is new every time: fast settings, nothing kept
    const out = encoding === 'br'
      ? await brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
      : await gzip(body, { level: 6 });
    return { out, cached: false };
  }
  const cacheKey = `${encoding}:${key}`;
  const hit = compressed.get(cacheKey);
  if (hit && hit.source.equals(body)) return { out: hit.out, cached: true };
  const out = encoding === 'br'
    ? await brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : await gzip(body, { level: 9 });
  compressed.set(cacheKey, { source: body, out });
  return { out, cached: false };
}

/**
 * The shell's server renderer (null without a server build, or with SSR=off), loaded again when
 * its file changes (a shell deployed in place, `npm run dev`). Failing to load it leaves every page
 * to the browser, as before server rendering.
 */
function rendererOf(distDir, env) {
  const file = path.join(distDir, 'server', 'render.cjs');
  let loaded = { mtimeMs: -1, renderer: null };
  return () => {
    if (env.SSR === 'off') return null;
    let mtimeMs;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      return null;
    }
    if (mtimeMs === loaded.mtimeMs) return loaded.renderer;
    const require = createRequire(import.meta.url);
    delete require.cache[file];
    try {
      const renderer = require(file);
      // every stylesheet of the shell (its layout's are in a chunk the template does not link)
      const cssDir = path.join(distDir, 'css');
      const publicPath = (env.SHELL_PUBLIC_PATH ?? '/').replace(/\/?$/, '/');
      const shellStyles = fs.existsSync(cssDir)
        ? fs.readdirSync(cssDir).filter((f) => f.endsWith('.css')).sort().map((f) => `${publicPath}css/${f}`)
        : [];
      renderer.configure({ runtimeConfig: runtimeConfig(env), apiBase: env.SSR_API_BASE || undefined, shellStyles });
      loaded = { mtimeMs, renderer };
    } catch (error) {
      console.warn(`[serve] server rendering is off: ${error.message}`);
      loaded = { mtimeMs, renderer: null };
    }
    return loaded.renderer;
  };
}

/** the site's origin for canonical links: SITE_ORIGIN, else the request's Host */
function originOf(req, env) {
  if (env.SITE_ORIGIN) return env.SITE_ORIGIN.replace(/\/$/, '');
  const host = String(req.headers.host ?? 'localhost').replace(/[^\w.:[\]-]/g, '');
  return `http://${host}`;
}

export function createServer({ app, distDir, env = process.env }) {
  const isShell = app.key === 'shell';
  const currentRenderer = isShell ? rendererOf(distDir, env) : () => null;
  const readIndex = () => {
    const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
    if (!isShell) return html;
    const links = preconnectOrigins(runtimeConfig(env))
      .map((o) => `<link rel="preconnect" href="${o}" crossorigin="anonymous" />`).join('');
    return html.replace(/<meta name="?runtime-preconnect"?\s*\/?>/, links);
  };
  const send = (req, res, status, file, body, extra = {}, { rendered = false } = {}) => {
    const headers = { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'Cache-Control': cacheControl(file), Vary: 'Accept-Encoding', ...extra };
    if (status === 200) {
      const etag = `"${crypto.createHash('sha1').update(body).digest('base64url')}"`;
      headers.ETag = etag;
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304, headers);
        return res.end();
      }
    }
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
    compress(file, body, encoding, { rendered }).then(({ out, cached }) => {
      headers['X-Cache'] = cached ? 'HIT' : 'MISS';
      write(out);
    }, () => {
      delete headers['Content-Encoding'];
      write(body);
    });
  };
  const servePage = async (req, res) => {
    const template = readIndex();
    const renderer = currentRenderer();
    if (renderer) {
      try {
        const page = await renderer.render(template, {
          url: req.url ?? '/', origin: originOf(req, env), cookie: req.headers.cookie,
          acceptLanguage: req.headers['accept-language'], userAgent: req.headers['user-agent'],
        });
        // a page depends on the locale cookie (root redirect) and the device (first layout)
        const vary = { Vary: 'Accept-Encoding, Accept-Language, Cookie, User-Agent' };
        if (page && page.status >= 300 && page.status < 400) {
          res.writeHead(page.status, { ...page.headers, ...vary, 'Cache-Control': 'no-cache' });
          return res.end();
        }
        if (page) return send(req, res, page.status, 'index.html', Buffer.from(page.body), { ...page.headers, ...vary }, { rendered: true });
      } catch (error) {
        console.warn(`[ssr] ${req.url}: ${error instanceof Error ? error.message : error}; the browser renders it`);
      }
    }
    return send(req, res, 200, 'index.html', Buffer.from(template));
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
    if (!file.startsWith(distDir) || (isShell && file.startsWith(path.join(distDir, 'server')))) {
      res.writeHead(403);
      return res.end();
    }
    if (fs.existsSync(file) && fs.statSync(file).isFile()) {
      const body = path.basename(file) === 'index.html' ? Buffer.from(readIndex()) : fs.readFileSync(file);
      return send(req, res, 200, file, body);
    }
    // any path that is not an asset is a page of the shell (/buy-property-1.html too): rendered
    // on the server when it can be, else the plain index.html that the browser renders
    if (isShell && !ASSET.test(pathname)) return servePage(req, res);
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

/**
 * A remote's dist/ served as its CDN origin would serve it (scripts/serve-static.mjs): its files
 * with CORS for every origin (the shell's pages and server load them), `/` as its index.html (the
 * remote mounted alone) and /health. Nothing is rendered here: pages are the shell's.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { BASELINE_HEADERS } from './security-headers';
import { allowRead, resolveFile, sendFile, sendStatus } from './static-files';

const CORS = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS' };
const HEADERS = { ...BASELINE_HEADERS, ...CORS };

export const HEALTH_BODY = Buffer.from('{"ok":true}');

export function createStaticServer(distDir: string): http.Server {
  return http.createServer((req, res) => {
    if (req.method === 'OPTIONS') return sendStatus(res, 204, HEADERS);
    if (!allowRead(req, res, HEADERS)) return;
    const resolved = resolveFile(distDir, req.url);
    if ('refused' in resolved) return sendStatus(res, resolved.refused, HEADERS);
    if (resolved.pathname === '/health') return sendFile(req, res, { name: 'health.json', body: HEALTH_BODY, headers: HEADERS });
    const file = resolved.file ?? (resolved.pathname === '/' ? path.join(distDir, 'index.html') : undefined);
    if (file && fs.existsSync(file)) return sendFile(req, res, { name: file, body: fs.readFileSync(file), headers: HEADERS });
    return sendStatus(res, 404, HEADERS, 'Not found');
  });
}

/**
 * @jest-environment node
 */
import type http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { createStaticServer } from './static-server';
import { close, listen, request, tempDist } from './test-server';

let dist: ReturnType<typeof tempDist>;
let server: http.Server;
beforeAll(async () => {
  dist = tempDist({
    'index.html': '<!doctype html><title>news alone</title>',
    'mf-manifest.json': JSON.stringify({ id: 'mfe_news', padding: 'x'.repeat(1000) }),
    'remoteEntry.js': 'var mfe_news;',
    'server/remote.cjs': 'exports.exposes = {};',
  });
  server = await listen(createStaticServer(dist.dir));
});
afterAll(async () => {
  await close(server);
  dist.remove();
});

describe("a remote's static server", () => {
  it('serves the entry files for revalidation to every origin, with the security headers', async () => {
    for (const url of ['/remoteEntry.js', '/mf-manifest.json', '/server/remote.cjs']) {
      const res = await request(server, url);
      expect([res.status, res.headers['cache-control'], res.headers['access-control-allow-origin']]).toEqual([200, 'no-cache', '*']);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
    expect((await request(server, '/remoteEntry.js')).headers['content-type']).toBe('text/javascript; charset=utf-8');
  });

  it('compresses by Accept-Encoding and mounts the remote alone at /', async () => {
    const manifest = await request(server, '/mf-manifest.json', { 'accept-encoding': 'gzip' });
    expect(manifest.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(manifest.body).toString()).id).toBe('mfe_news');
    expect((await request(server, '/')).text).toContain('news alone');
  });

  it('answers preflights, refuses writes and paths outside its folder, 404 with CORS', async () => {
    const preflight = await request(server, '/remoteEntry.js', {}, 'OPTIONS');
    expect([preflight.status, preflight.headers['access-control-allow-methods']]).toEqual([204, 'GET, HEAD, OPTIONS']);
    expect((await request(server, '/remoteEntry.js', {}, 'DELETE')).status).toBe(405);
    expect((await request(server, '/..%2f..%2fetc/passwd')).status).toBe(403);
    const missing = await request(server, '/js/none.js');
    expect([missing.status, missing.headers['access-control-allow-origin']]).toEqual([404, '*']);
    const head = await request(server, '/remoteEntry.js', {}, 'HEAD');
    expect([head.status, head.body.length, head.headers['content-length']]).toEqual([200, 0, '13']);
  });
});

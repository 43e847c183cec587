import { createTestEnv, type TestEnv } from '../../../test/helpers';
import { STYLES } from './styles';
import { parsePlanKey } from './plan';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => {
  await env.close();
});

const get = (url: string, headers: Record<string, string> = {}) => env.app.inject({ method: 'GET', url, headers });

describe('GET /api/Media/{kind}/{key}.svg', () => {
  it.each(['photo', 'plan', 'avatar', 'logo', 'cover', 'ad', 'video', 'vr'])('draws a %s as SVG with long-lived caching', async (kind) => {
    const res = await get(`/api/Media/${kind}/S1000001-2.svg?style=720x540`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(res.body.startsWith('<svg')).toBe(true);
    expect(res.body).toContain('width="720" height="540"');
  });

  it('is deterministic per key and differs between keys', async () => {
    const a = await get('/api/Media/photo/S1000001-1.svg');
    const b = await get('/api/Media/photo/S1000001-1.svg');
    const c = await get('/api/Media/photo/S1000009-1.svg');
    expect(a.body).toBe(b.body);
    expect(a.headers.etag).toBe(b.headers.etag);
    expect(c.body).not.toBe(a.body);
  });

  it('sends the SVG compressed to browsers that accept it', async () => {
    const { gunzipSync } = await import('node:zlib');
    const plain = await get('/api/Media/photo/S1000001-1.svg');
    const gz = await get('/api/Media/photo/S1000001-1.svg', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get('/api/Media/logo/agency-3.svg?style=200x160');
    const again = await get('/api/Media/logo/agency-3.svg?style=200x160', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('accepts every style of spec 9 and computes auto heights from the picture ratio', async () => {
    for (const style of STYLES) {
      const res = await get(`/api/Media/cover/info-1.svg?style=${style}`);
      expect(res.statusCode).toBe(200);
    }
    const auto = await get('/api/Media/cover/info-1.svg?style=1080xauto');
    expect(auto.body).toContain('width="1080" height="608"');
  });

  it('rejects an unknown style with a 400 envelope', async () => {
    const res = await get('/api/Media/photo/S1-1.svg?style=999x999');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, field: 'style' });
  });

  it('answers 404 envelopes for an unknown kind or a malformed key', async () => {
    for (const url of ['/api/Media/pdf/S1-1.svg', '/api/Media/photo/S1-1.png', '/api/Media/photo/..%2Fsecret.svg']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe(404);
      expect(typeof res.json().message).toBe('string');
    }
  });

  it('draws the floor plan of the key with its rooms and saleable area, as text not markup', async () => {
    expect(parsePlanKey('S1000001-2r560')).toEqual({ rooms: 2, area: 560 });
    const res = await get('/api/Media/plan/S1000001-2r560.svg');
    expect(res.body).toContain('560 sq. ft');
    expect(res.body).toContain('Master');
    expect(res.body).toContain('Bedroom 2');
    expect(res.body).toContain('Kitchen');
    const studio = await get('/api/Media/plan/R1000002-0r280.svg');
    expect(studio.body).toContain('Studio');
    expect(studio.body).not.toContain('Bedroom');
  });
});

import Fastify from 'fastify';
import { ogHash, ogInputs } from '@portal/shared/contracts';
import { ogSvg, registerOgImages } from './og';

const app = Fastify();
registerOgImages(app);
afterAll(() => app.close());

const url = (kind: string, key: string, label: string, v = ogHash(ogInputs(kind, key, label))) =>
  `/Media/og/${kind}/${key}.png?${label ? `label=${encodeURIComponent(label)}&` : ''}v=${v}`;

function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

describe('GET /api/Media/og/{kind}/{key}.png', () => {
  it('draws the photo with the price as a 1200x630 PNG, cached for a year', async () => {
    const res = await app.inject({ method: 'GET', url: url('photo', 'S1000001-1', '$891萬') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(pngSize(res.rawPayload)).toEqual({ width: 1200, height: 630 });
    const again = await app.inject({ method: 'GET', url: url('photo', 'S1000001-1', '$891萬'), headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
  }, 30_000);

  it('draws the label: the same picture with another price is another image', async () => {
    const a = await app.inject({ method: 'GET', url: url('cover', 'n-5', '') });
    const b = await app.inject({ method: 'GET', url: url('cover', 'n-5', '$1M') });
    expect(a.statusCode).toBe(200);
    expect(Buffer.compare(a.rawPayload, b.rawPayload)).not.toBe(0);
  }, 30_000);

  it('refuses an address whose hash does not match its inputs, and unknown kinds', async () => {
    expect((await app.inject({ method: 'GET', url: url('photo', 'S1000001-1', 'FREE', ogHash('other')) })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: url('nothing', 'k', '') })).statusCode).toBe(404);
  });
});

it('escapes the label in the SVG', () => {
  expect(ogSvg('photo', 'k-1', '<b>&')).toContain('&lt;b&gt;&amp;');
  expect(ogSvg('photo', '../x', '')).toBeNull();
});

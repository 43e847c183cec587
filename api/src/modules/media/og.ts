/**
 * Link-preview images (og:image): GET /api/Media/og/{kind}/{key}.png?label=...&v=... draws the
 * media picture {kind}/{key} at 1200x630 with the label (a listing's price) on it and rasterizes it
 * to PNG with resvg (WhatsApp, Facebook and X show no SVG). `v` must be the hash of the inputs
 * (@portal/shared/contracts ogHash), so each address is one image forever: cached a year,
 * immutable, and no other text can be drawn through it. The last images are kept in memory.
 */
import { Resvg } from '@resvg/resvg-js';
import { OG_IMAGE_SIZE, ogHash, ogInputs } from '@portal/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { MEDIA_CSP } from '../../http/security';
import { MEDIA_KINDS } from '../media';
import { esc } from './svg';

const KEY = /^[A-Za-z0-9][A-Za-z0-9_-]{0,119}$/;
const KEPT = 200;
const FONTS = "'Noto Sans CJK HK', 'Noto Sans CJK TC', 'Noto Sans CJK SC', 'Noto Serif CJK TC', 'DejaVu Sans', sans-serif";

/** the preview as SVG: the picture filling 1200x630, the label in a dark band at the bottom left */
export function ogSvg(kind: string, key: string, label: string): string | null {
  const media = MEDIA_KINDS[kind];
  if (!media || !KEY.test(key) || label.length > 40) return null;
  const { width: w, height: h } = OG_IMAGE_SIZE;
  const picture = media.draw(key, w, h);
  const band = label
    ? `<rect x="40" y="${h - 150}" rx="18" width="${Math.min(w - 80, 90 + label.length * 44)}" height="110" fill="#11427c" fill-opacity="0.92"/>`
      + `<text x="80" y="${h - 74}" font-family="${FONTS}" font-size="64" font-weight="700" fill="#ffffff">${esc(label)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${picture}${band}</svg>`;
}

export function ogPng(svg: string): Buffer {
  return new Resvg(svg, { fitTo: { mode: 'width', value: OG_IMAGE_SIZE.width }, font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' } }).render().asPng();
}

const kept = new Map<string, Buffer>();

function cached(id: string, draw: () => Buffer): Buffer {
  const hit = kept.get(id);
  if (hit) {
    kept.delete(id);
    kept.set(id, hit);
    return hit;
  }
  const png = draw();
  kept.set(id, png);
  if (kept.size > KEPT) kept.delete(kept.keys().next().value as string);
  return png;
}

export function registerOgImages(app: FastifyInstance): void {
  app.get<{ Params: { kind: string; file: string }; Querystring: { label?: string; v?: string } }>('/Media/og/:kind/:file', async (req, reply) => {
    const key = /^(.+)\.png$/.exec(req.params.file)?.[1] ?? '';
    const label = req.query.label ?? '';
    const v = ogHash(ogInputs(req.params.kind, key, label));
    if (req.query.v !== v) throw notFound('v');
    const svg = ogSvg(req.params.kind, key, label);
    if (!svg) throw notFound('kind');
    const etag = `"${v}"`;
    reply.header('Cache-Control', 'public, max-age=31536000, immutable').header('ETag', etag).header('Content-Security-Policy', MEDIA_CSP);
    if (req.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type('image/png').send(cached(`${v}|${req.params.kind}|${key}|${label}`, () => ogPng(svg)));
  });
}

/**
 * Generated images in the sizes of spec 9: GET /api/Media/{kind}/{key}.svg?style=720x540.
 * Kinds: photo, plan (floor plans), avatar, logo, cover (news), ad, video (poster), vr (panorama).
 * Pictures are drawn from the key alone, so they are cached for a year and never change.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppOptions } from '../app';
import { badRequest, notFound } from '../http/errors';
import { MEDIA_CSP } from '../http/security';
import { isStyle, sizeFor, type Style } from './media/styles';
import { photoSvg } from './media/photo';
import { planSvg } from './media/plan';
import { avatarSvg, logoSvg } from './media/badges';
import { adSvg, coverSvg, videoSvg, vrSvg } from './media/scenes';

type Draw = (key: string, w: number, h: number) => string;

/** each kind: its drawing and its natural width / height ratio (for "auto" heights) */
export const MEDIA_KINDS: Record<string, { draw: Draw; ratio: number; style: Style }> = {
  photo: { draw: photoSvg, ratio: 4 / 3, style: '720x540' },
  plan: { draw: planSvg, ratio: 1000 / 760, style: '720x540' },
  avatar: { draw: avatarSvg, ratio: 1, style: '200x160' },
  logo: { draw: logoSvg, ratio: 1, style: '200x160' },
  cover: { draw: coverSvg, ratio: 16 / 9, style: '640x360' },
  ad: { draw: adSvg, ratio: 1280 / 400, style: '1080xauto' },
  video: { draw: videoSvg, ratio: 16 / 9, style: '640x360' },
  vr: { draw: vrSvg, ratio: 2000 / 720, style: '1080xauto' },
};

const KEY = /^[A-Za-z0-9][A-Za-z0-9_-]{0,119}$/;

export async function registerMedia(app: FastifyInstance, _opts: AppOptions): Promise<void> {
  app.get<{ Params: { kind: string; file: string }; Querystring: { style?: string } }>('/Media/:kind/:file', async (req, reply) => {
    const kind = MEDIA_KINDS[req.params.kind];
    const m = /^(.+)\.svg$/.exec(req.params.file);
    if (!kind || !m || !KEY.test(m[1] as string)) throw notFound('kind');
    const styleText = req.query.style ?? kind.style;
    if (!isStyle(styleText)) throw badRequest(`style must be one of the image styles, not ${styleText}`, 'style');
    const { w, h } = sizeFor(styleText, kind.ratio);
    const svg = kind.draw(m[1] as string, w, h);
    const etag = `"${createHash('sha1').update(svg).digest('base64url').slice(0, 27)}"`;
    reply.header('Cache-Control', 'public, max-age=31536000, immutable').header('ETag', etag).header('Content-Security-Policy', MEDIA_CSP);
    if (req.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type('image/svg+xml; charset=utf-8').send(svg);
  });
}

/** News covers, ad banners, video posters and VR panoramas: skylines and harbours in flat colour. */
import { doc, illustrationMark, PALETTES, rect, rngFor, text } from './svg';
import type { Rng } from '../../seed/prng';

function city(r: Rng, vw: number, base: number, colors: readonly string[]): string {
  let s = '';
  for (let x = -10; x < vw; ) {
    const bw = r.int(30, 80);
    const bh = r.int(60, base - 40);
    s += rect(x, base - bh, bw, bh, r.pick(colors));
    if (r.chance(0.2)) s += `<path d="M${x} ${base - bh} L${x + bw / 2} ${base - bh - 30} L${x + bw} ${base - bh} Z" fill="${r.pick(colors)}"/>`;
    x += bw + r.int(0, 8);
  }
  return s;
}

function harbour(r: Rng, vw: number, vh: number): { body: string; p: readonly string[] } {
  const p = r.pick(PALETTES);
  const sky = r.pick(['#CDE7F0', '#F7D6BF', '#D9D4EC', '#E4F0E2']);
  let s = rect(0, 0, vw, vh, sky);
  s += `<path d="M0 ${vh * 0.55} Q${vw * 0.25} ${vh * 0.3} ${vw * 0.5} ${vh * 0.5} T${vw} ${vh * 0.42} V${vh} H0 Z" fill="${p[2]}" opacity="0.35"/>`;
  s += city(r, vw, vh * 0.72, [p[3] as string, p[2] as string, '#4A5A6A']);
  s += rect(0, vh * 0.72, vw, vh * 0.28, '#5AA9C9');
  for (let i = 0; i < 6; i++) s += rect(r.int(0, vw), vh * 0.76 + r.int(0, Math.round(vh * 0.2)), r.int(20, 80), 2, '#FFFFFF', 'opacity="0.6"');
  return { body: s, p };
}

export function coverSvg(key: string, w: number, h: number): string {
  const r = rngFor(key);
  const { body, p } = harbour(r, 1280, 720);
  return doc(w, h, 1280, 720, body + rect(0, 0, 14, 720, p[4] as string) + illustrationMark(1280, 720), 'News cover illustration');
}

export function adSvg(key: string, w: number, h: number): string {
  const r = rngFor(key);
  const { body, p } = harbour(r, 1280, 400);
  const panel = rect(60, 90, 520, 220, '#FFFFFF', 'rx="18" opacity="0.92"') + text(100, 190, 'HarbourHome 港居', 44, p[3] as string, 'start', 700) +
    text(100, 250, 'Homes in Hong Kong and the Greater Bay Area', 20, '#52616B') + text(100, 280, '香港及大灣區樓盤', 20, '#52616B');
  return doc(w, h, 1280, 400, body + panel, 'HarbourHome banner');
}

export function videoSvg(key: string, w: number, h: number): string {
  const r = rngFor(key);
  const { body } = harbour(r, 1280, 720);
  const play = '<circle cx="640" cy="360" r="70" fill="#000000" opacity="0.45"/><path d="M615 320 L675 360 L615 400 Z" fill="#FFFFFF"/>';
  return doc(w, h, 1280, 720, body + play + illustrationMark(1280, 720), 'Video tour poster');
}

export function vrSvg(key: string, w: number, h: number): string {
  const r = rngFor(key);
  const { body } = harbour(r, 2000, 720);
  const badge = rect(40, 40, 150, 64, '#000000', 'rx="32" opacity="0.5"') + text(115, 83, '360°', 30, '#FFFFFF', 'middle', 700);
  return doc(w, h, 2000, 720, body + badge + illustrationMark(2000, 720), 'VR panorama illustration');
}

/** Small SVG helpers: escaping, a seeded generator per key, palettes. */
import { Rng } from '../../seed/prng';

export function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** a PRNG seeded by the key's FNV-1a hash: the same key always draws the same picture */
export function rngFor(key: string): Rng {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193) >>> 0;
  return new Rng(h);
}

export const PALETTES: readonly (readonly string[])[] = [
  ['#F4EDE4', '#D9C7B0', '#8C6E54', '#3F5E5A', '#E8B04B'],
  ['#EEF2F5', '#C9D6DF', '#52616B', '#1E2022', '#F0A500'],
  ['#F6F1EB', '#E3D5CA', '#A98467', '#6C584C', '#ADC178'],
  ['#EDF6F9', '#83C5BE', '#006D77', '#2B2D42', '#FFDDD2'],
  ['#FAF3E0', '#EAD2AC', '#9CAFB7', '#4281A4', '#FE938C'],
  ['#F2F4F3', '#A9BCD0', '#58A4B0', '#373F51', '#DAA49A'],
];

export function doc(w: number, h: number, vw: number, vh: number, body: string, title: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${vw} ${vh}" preserveAspectRatio="xMidYMid slice" role="img" aria-label="${esc(title)}"><title>${esc(title)}</title>${body}</svg>`;
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const text = (x: number, y: number, s: string, size: number, fill: string, anchor = 'start', weight = 400) =>
  `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" font-family="Helvetica, Arial, 'Noto Sans TC', sans-serif" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${esc(s)}</text>`;

/** the corner mark that says the picture is an illustration */
export function illustrationMark(vw: number, vh: number): string {
  return `<g opacity="0.85">${rect(vw - 150, vh - 34, 140, 24, '#000000', 'rx="12" opacity="0.35"')}${text(vw - 80, vh - 17, 'Illustration 示意圖', 12, '#FFFFFF', 'middle')}</g>`;
}

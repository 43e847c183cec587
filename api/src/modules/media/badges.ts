/** Avatars (a person silhouette on a colour) and agency logos (a monogram mark), drawn from the key. */
import { doc, PALETTES, rect, rngFor, text } from './svg';

export function avatarSvg(key: string, w: number, h: number): string {
  const r = rngFor(key);
  const p = r.pick(PALETTES);
  const bg = (r.chance(0.5) ? p[1] : p[4]) as string;
  const body =
    rect(0, 0, 400, 400, bg) +
    `<circle cx="200" cy="160" r="78" fill="${p[0]}"/>` +
    `<path d="M60 400 C60 290 130 250 200 250 C270 250 340 290 340 400 Z" fill="${p[0]}"/>` +
    `<path d="M122 150 C122 90 160 70 200 70 C250 70 280 100 278 150 C260 120 230 110 200 112 C170 110 140 122 122 150 Z" fill="${p[3]}" opacity="0.9"/>`;
  return doc(w, h, 400, 400, body, 'Avatar illustration');
}

const SHAPES = [
  (c: string) => `<path d="M200 70 L320 290 H80 Z" fill="${c}"/>`,
  (c: string) => `<rect x="95" y="95" width="210" height="210" rx="36" fill="${c}"/>`,
  (c: string) => `<path d="M80 280 L200 100 L320 280 L260 280 L200 190 L140 280 Z" fill="${c}"/>`,
  (c: string) => `<circle cx="200" cy="190" r="110" fill="${c}"/>`,
];

export function logoSvg(key: string, w: number, h: number): string {
  const r = rngFor(key);
  const p = r.pick(PALETTES);
  const n = Number(/(\d+)$/.exec(key)?.[1] ?? r.int(1, 26));
  const letters = String.fromCharCode(65 + ((n * 7) % 26)) + String.fromCharCode(65 + ((n * 11 + 3) % 26));
  const body =
    rect(0, 0, 400, 400, '#FFFFFF') +
    (SHAPES[n % SHAPES.length] as (c: string) => string)(p[3] as string) +
    text(200, 225, letters, 84, '#FFFFFF', 'middle', 700) +
    rect(110, 330, 180, 8, p[4] as string, 'rx="4"');
  return doc(w, h, 400, 400, body, 'Agency logo');
}

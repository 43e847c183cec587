/**
 * Draws a slider puzzle: a harbour skyline at dusk (random colours, towers and lights) with a
 * jigsaw-shaped cut-out at (x, y), and the matching piece. Drawn as pixels, not SVG, so the
 * answer is not written in the image's text.
 */
import { randomInt } from 'node:crypto';
import { createRaster, type Raster } from './png';

export const CAPTCHA_WIDTH = 300;
export const CAPTCHA_HEIGHT = 160;
/** the piece's bounding box: a 40 px square with knobs on its top and right */
export const PIECE_SIZE = 48;

/** Inside the jigsaw piece, in coordinates of its bounding box. */
export function inPiece(px: number, py: number): boolean {
  const square = px >= 0 && px < 40 && py >= 8 && py < 48;
  const topKnob = (px - 20) ** 2 + (py - 8) ** 2 < 49;
  const rightKnob = (px - 40) ** 2 + (py - 28) ** 2 < 49;
  return square || topKnob || rightKnob;
}
function onEdge(px: number, py: number): boolean {
  return inPiece(px, py) && !(inPiece(px - 1, py) && inPiece(px + 1, py) && inPiece(px, py - 1) && inPiece(px, py + 1));
}

type Rgb = [number, number, number];
const rand = (min: number, max: number) => randomInt(min, max + 1);

function set(r: Raster, x: number, y: number, [red, green, blue]: Rgb, alpha = 255): void {
  if (x < 0 || y < 0 || x >= r.width || y >= r.height) return;
  const i = (y * r.width + x) * 4;
  const a = alpha / 255;
  r.data[i] = Math.round(red * a + (r.data[i] as number) * (1 - a));
  r.data[i + 1] = Math.round(green * a + (r.data[i + 1] as number) * (1 - a));
  r.data[i + 2] = Math.round(blue * a + (r.data[i + 2] as number) * (1 - a));
  r.data[i + 3] = 255;
}

function drawScene(): Raster {
  const r = createRaster(CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  const top: Rgb = [rand(20, 90), rand(30, 110), rand(90, 180)];
  const bottom: Rgb = [rand(180, 250), rand(110, 190), rand(80, 150)];
  for (let y = 0; y < r.height; y++) {
    const t = y / r.height;
    const c: Rgb = [0, 1, 2].map((k) => Math.round((top[k] as number) * (1 - t) + (bottom[k] as number) * t)) as Rgb;
    for (let x = 0; x < r.width; x++) set(r, x, y, c);
  }
  for (let i = 0; i < 14; i++) {
    const cx = rand(0, r.width), cy = rand(0, r.height), radius = rand(6, 26);
    const c: Rgb = [rand(150, 255), rand(150, 255), rand(120, 255)];
    for (let y = cy - radius; y <= cy + radius; y++)
      for (let x = cx - radius; x <= cx + radius; x++) if ((x - cx) ** 2 + (y - cy) ** 2 < radius ** 2) set(r, x, y, c, 50);
  }
  const water = r.height - rand(18, 30);
  for (let x = 0; x < r.width; ) {
    const w = rand(14, 34), h = rand(30, 120);
    const c: Rgb = [rand(20, 80), rand(20, 80), rand(40, 110)];
    for (let y = water - h; y < water; y++) for (let dx = 0; dx < w - 2; dx++) set(r, x + dx, y, c);
    for (let y = water - h + 4; y < water - 4; y += 7)
      for (let dx = 3; dx < w - 5; dx += 5) if (randomInt(3) > 0) for (let k = 0; k < 4; k++) set(r, x + dx + (k % 2), y + (k >> 1), [255, 230, 150], 220);
    x += w;
  }
  for (let y = water; y < r.height; y++)
    for (let x = 0; x < r.width; x++) set(r, x, y, [rand(10, 40), rand(60, 100), rand(110, 150)], (x + y) % 5 === 0 ? 180 : 120);
  return r;
}

/** The background with the hole at (x, y), and the piece cut from the same place. */
export function drawPuzzle(x: number, y: number): { background: Raster; piece: Raster } {
  const background = drawScene();
  const piece = createRaster(PIECE_SIZE, PIECE_SIZE);
  for (let py = 0; py < PIECE_SIZE; py++) {
    for (let px = 0; px < PIECE_SIZE; px++) {
      if (!inPiece(px, py)) continue;
      const src = ((y + py) * background.width + (x + px)) * 4;
      const dst = (py * PIECE_SIZE + px) * 4;
      piece.data.set(background.data.subarray(src, src + 4), dst);
      if (onEdge(px, py)) piece.data.set([255, 255, 255, 255], dst);
      for (let k = 0; k < 3; k++) background.data[src + k] = Math.round((background.data[src + k] as number) * 0.35);
      if (onEdge(px, py)) set(background, x + px, y + py, [255, 255, 255], 160);
    }
  }
  return { background, piece };
}

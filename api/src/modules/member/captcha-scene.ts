/**
 * The picture behind a slider puzzle: a harbour skyline at dusk with random colours, towers,
 * lit windows and water, and a grain over everything so no edge in it is perfectly sharp.
 * Texture randomness comes from a fast generator seeded per picture (it decides nothing
 * secret; where the gaps go is chosen with node:crypto).
 */
import { randomBytes } from 'node:crypto';
import { createRaster, type Raster } from './png';

// Math's functions bound once: looking a global up for every pixel is slow in sandboxed runs (jest)
const { floor, imul, max, min, round } = Math;

/** A small fast generator (mulberry32): [0, 1). */
export function textureRandom(): () => number {
  let s = randomBytes(4).readUInt32LE(0);
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = imul(t ^ (t >>> 15), t | 1);
    t ^= t + imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const clamp = (v: number) => max(0, min(255, round(v)));

/** Paints (x, y) with colour (red, green, blue) at opacity alpha (0..1), ignoring points off the raster. */
export function paint(r: Raster, x: number, y: number, red: number, green: number, blue: number, alpha = 1): void {
  if (x < 0 || y < 0 || x >= r.width || y >= r.height) return;
  const i = (y * r.width + x) * 4;
  const d = r.data;
  d[i] = clamp(red * alpha + (d[i] as number) * (1 - alpha));
  d[i + 1] = clamp(green * alpha + (d[i + 1] as number) * (1 - alpha));
  d[i + 2] = clamp(blue * alpha + (d[i + 2] as number) * (1 - alpha));
  d[i + 3] = 255;
}

/** Adds grain of up to ±amount to every opaque pixel. */
export function addGrain(r: Raster, amount: number, rnd: () => number): void {
  for (let i = 0; i < r.data.length; i += 4) {
    if (r.data[i + 3] === 0) continue;
    const g = (rnd() - 0.5) * 2 * amount;
    for (let k = 0; k < 3; k++) r.data[i + k] = clamp((r.data[i + k] as number) + g + (rnd() - 0.5) * amount * 0.6);
  }
}

export function drawScene(width: number, height: number, rnd = textureRandom()): Raster {
  const r = createRaster(width, height);
  const between = (lo: number, hi: number) => floor(lo + rnd() * (hi - lo + 1));
  const [r0, g0, b0] = [between(20, 90), between(30, 110), between(90, 180)];
  const [r1, g1, b1] = [between(180, 250), between(110, 190), between(80, 150)];
  for (let y = 0; y < height; y++) {
    const t = y / height;
    for (let x = 0; x < width; x++) paint(r, x, y, r0 + (r1 - r0) * t, g0 + (g1 - g0) * t, b0 + (b1 - b0) * t);
  }
  for (let i = 0; i < 14; i++) {
    const cx = between(0, width), cy = between(0, height), radius = between(6, 26);
    const [red, green, blue] = [between(150, 255), between(150, 255), between(120, 255)];
    for (let y = cy - radius; y <= cy + radius; y++)
      for (let x = cx - radius; x <= cx + radius; x++) if ((x - cx) ** 2 + (y - cy) ** 2 < radius ** 2) paint(r, x, y, red, green, blue, 0.2);
  }
  const water = height - between(18, 30);
  for (let x = 0; x < width; ) {
    const w = between(14, 34), h = between(30, 120);
    const [red, green, blue] = [between(20, 80), between(20, 80), between(40, 110)];
    for (let y = water - h; y < water; y++) for (let dx = 0; dx < w - 2; dx++) paint(r, x + dx, y, red, green, blue);
    for (let y = water - h + 4; y < water - 4; y += 7)
      for (let dx = 3; dx < w - 5; dx += 5)
        if (rnd() < 0.66) for (let k = 0; k < 4; k++) paint(r, x + dx + (k % 2), y + (k >> 1), 255, 230, 150, 0.86);
    x += w;
  }
  for (let y = water; y < height; y++)
    for (let x = 0; x < width; x++) paint(r, x, y, between(10, 40), between(60, 100), between(110, 150), (x + y) % 5 === 0 ? 0.7 : 0.47);
  addGrain(r, 10, rnd);
  return r;
}

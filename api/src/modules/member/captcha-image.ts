/**
 * Draws a slider puzzle: a harbour skyline (captcha-scene) with three or four jigsaw-shaped
 * gaps along the piece's row. Only one gap has the piece's shape; the others are decoys of other
 * shapes, shaded the same way with randomly drawn strength, so neither the darkest place nor
 * the sharpest edge of the picture gives the answer away. The piece's picture comes from
 * another scene, so it cannot be matched against the background either: a person fits it by
 * its outline. Drawn as pixels, not SVG, so the answer is not written in the image's text.
 */
import { randomInt } from 'node:crypto';
import type { Raster } from './png';
import { createRaster } from './png';
import { addGrain, drawScene, paint, textureRandom } from './captcha-scene';
import { randomShape, SHAPE_BOX, shapeMask, shapeUnlike, type Shape } from './captcha-shape';

export const CAPTCHA_WIDTH = 300;
export const CAPTCHA_HEIGHT = 160;
/** the piece's bounding box */
export const PIECE_SIZE = SHAPE_BOX;
/** where gaps may start: clear of the piece's starting place, and inside the picture */
export const GAP_MIN_X = PIECE_SIZE + 12;
export const GAP_MAX_X = CAPTCHA_WIDTH - PIECE_SIZE - 8;
const GAP_SPACING = PIECE_SIZE + 4;
const { floor } = Math;

export interface Gap {
  x: number;
  shape: Shape;
}

export interface Puzzle {
  background: Raster;
  piece: Raster;
  /** the answer: where the piece's gap starts */
  x: number;
  y: number;
  shape: Shape;
  /** every gap drawn, the answer's among them */
  gaps: Gap[];
}

/** n gap positions, uniformly spread over the allowed range, none overlapping. */
function gapPositions(n: number): number[] {
  const slack = GAP_MAX_X - GAP_MIN_X - (n - 1) * GAP_SPACING;
  const offsets = Array.from({ length: n }, () => randomInt(slack + 1)).sort((a, b) => a - b);
  return offsets.map((o, i) => GAP_MIN_X + o + i * GAP_SPACING);
}

/** A gap: the shape shaded towards a dark grey, with a light rim along its outline. */
function drawGap(bg: Raster, gap: Gap, y: number): void {
  const strength = 0.4 + randomInt(16) / 100;
  const grey = randomInt(55, 106);
  const rim = 0.35 + randomInt(11) / 100;
  const mask = shapeMask(gap.shape);
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i]) continue;
    const px = gap.x + (i % SHAPE_BOX), py = y + floor(i / SHAPE_BOX);
    paint(bg, px, py, grey, grey, grey + 8, strength);
    if (mask[i] === 2) paint(bg, px, py, 215, 215, 215, rim);
  }
}

/**
 * The piece: the shape cut from a small scene of its own, set off by a soft shadow just outside
 * its outline (its own edge stays picture, so it cannot be matched against a gap's rim).
 */
function cutPiece(shape: Shape): Raster {
  const scene = drawScene(SHAPE_BOX * 3, SHAPE_BOX * 2);
  const sx = randomInt(scene.width - SHAPE_BOX), sy = randomInt(scene.height - SHAPE_BOX);
  const piece = createRaster(SHAPE_BOX, SHAPE_BOX);
  const mask = shapeMask(shape);
  const inside = (px: number, py: number) => px >= 0 && py >= 0 && px < SHAPE_BOX && py < SHAPE_BOX && mask[py * SHAPE_BOX + px] !== 0;
  for (let i = 0; i < mask.length; i++) {
    const px = i % SHAPE_BOX, py = floor(i / SHAPE_BOX);
    if (mask[i]) {
      const src = ((sy + py) * scene.width + sx + px) * 4;
      piece.data.set(scene.data.subarray(src, src + 4), i * 4);
    } else if (inside(px - 1, py) || inside(px + 1, py) || inside(px, py - 1) || inside(px, py + 1)) {
      piece.data.set([10, 10, 20, 170], i * 4);
    }
  }
  return piece;
}

export function drawPuzzle(): Puzzle {
  const y = randomInt(6, CAPTCHA_HEIGHT - PIECE_SIZE - 6 + 1);
  const positions = gapPositions(3 + randomInt(2));
  const answer = randomInt(positions.length);
  const shape = randomShape();
  const decoys: Shape[] = [];
  const gaps = positions.map((x, i): Gap => {
    if (i === answer) return { x, shape };
    const decoy = shapeUnlike([shape, ...decoys]);
    decoys.push(decoy);
    return { x, shape: decoy };
  });
  const background = drawScene(CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  for (const gap of gaps) drawGap(background, gap, y);
  addGrain(background, 8, textureRandom());
  return { background, piece: cutPiece(shape), x: positions[answer] as number, y, shape, gaps };
}

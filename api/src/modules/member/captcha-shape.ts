/**
 * Jigsaw shapes for the slider puzzle. Within a 48 px box, a 34 px square whose four sides
 * each carry a knob standing out, a socket cut in, or nothing; 81 shapes in all. The piece has
 * one shape and every decoy gap another that differs on at least two sides, so a person can
 * tell which gap the piece fits.
 */
import { randomInt } from 'node:crypto';

export const SHAPE_BOX = 48;
const BODY_MIN = 7;
const BODY_MAX = 41;
const KNOB_R2 = 6.5 ** 2;
const MID = SHAPE_BOX / 2;

/** 0 flat, 1 knob out, 2 socket in; sides in the order top, right, bottom, left. */
export type Side = 0 | 1 | 2;
export type Shape = readonly [Side, Side, Side, Side];

const KNOB_CENTRES: ReadonlyArray<readonly [number, number]> = [
  [MID, BODY_MIN],
  [BODY_MAX, MID],
  [MID, BODY_MAX],
  [BODY_MIN, MID],
];

function computeInShape(shape: Shape, px: number, py: number): boolean {
  let inside = px >= BODY_MIN && px < BODY_MAX && py >= BODY_MIN && py < BODY_MAX;
  shape.forEach((side, i) => {
    if (side === 0) return;
    const [cx, cy] = KNOB_CENTRES[i] as readonly [number, number];
    if ((px + 0.5 - cx) ** 2 + (py + 0.5 - cy) ** 2 >= KNOB_R2) return;
    inside = side === 1;
  });
  return inside;
}

/** Per shape, a byte a box pixel: 0 outside, 1 inside, 2 inside on the edge (drawn once, kept). */
const masks = new Map<string, Uint8Array>();
export function shapeMask(shape: Shape): Uint8Array {
  const key = shape.join('');
  let mask = masks.get(key);
  if (!mask) {
    const inside = (px: number, py: number) => computeInShape(shape, px, py);
    mask = new Uint8Array(SHAPE_BOX * SHAPE_BOX);
    for (let py = 0; py < SHAPE_BOX; py++)
      for (let px = 0; px < SHAPE_BOX; px++) {
        if (!inside(px, py)) continue;
        const edge = !(inside(px - 1, py) && inside(px + 1, py) && inside(px, py - 1) && inside(px, py + 1));
        mask[py * SHAPE_BOX + px] = edge ? 2 : 1;
      }
    masks.set(key, mask);
  }
  return mask;
}

/** Whether (px, py) of the box lies inside the shape. */
export function inShape(shape: Shape, px: number, py: number): boolean {
  return px >= 0 && py >= 0 && px < SHAPE_BOX && py < SHAPE_BOX && shapeMask(shape)[py * SHAPE_BOX + px] !== 0;
}

export function randomShape(): Shape {
  return [randomInt(3), randomInt(3), randomInt(3), randomInt(3)] as unknown as Shape;
}

export function sidesApart(a: Shape, b: Shape): number {
  return a.filter((side, i) => side !== b[i]).length;
}

/** A shape at least two sides away from every one given. */
export function shapeUnlike(others: readonly Shape[]): Shape {
  for (;;) {
    const s = randomShape();
    if (others.every((o) => sidesApart(s, o) >= 2)) return s;
  }
}

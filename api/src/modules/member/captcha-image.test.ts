import { CAPTCHA_TOLERANCE_PX } from '@portal/shared/contracts';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, drawPuzzle, GAP_MAX_X, GAP_MIN_X, PIECE_SIZE, type Puzzle } from './captcha-image';
import { inShape, sidesApart } from './captcha-shape';
import type { Raster } from './png';

/**
 * The image-only solvers of the diff / edge-scan kind, each knowing what the API hands out: the
 * background, the piece and its row y. Against the first version of the puzzle (the piece's own
 * picture darkened in its hole, a white outline) each found the answer 19 times in 20 or more.
 */
const { abs, sqrt } = Math;
const lum = (r: Raster, x: number, y: number) => {
  const i = (y * r.width + x) * 4;
  return 0.299 * (r.data[i] as number) + 0.587 * (r.data[i + 1] as number) + 0.114 * (r.data[i + 2] as number);
};
const opaque = (p: Raster, px: number, py: number) => (p.data[(py * PIECE_SIZE + px) * 4 + 3] as number) > 0;
const candidates = Array.from({ length: CAPTCHA_WIDTH - PIECE_SIZE + 1 }, (_, x) => x);
function argmax(score: (x: number) => number): number {
  let bestX = 0, top = -Infinity;
  for (const x of candidates) {
    const s = score(x);
    if (s > top) [top, bestX] = [s, x];
  }
  return bestX;
}
/** the piece's first opaque column: where the gap's left side is, counted from x */
const leftSide = (piece: Raster) => candidates.find((px) => Array.from({ length: PIECE_SIZE }, (_, py) => opaque(piece, px, py)).some(Boolean)) ?? 0;
const columnMeans = ({ background: bg, y }: Puzzle) =>
  Array.from({ length: CAPTCHA_WIDTH }, (_, x) => {
    let sum = 0;
    for (let py = 8; py < 40; py++) sum += lum(bg, x, y + py);
    return sum / 32;
  });

/** the darkest piece-sized window of the piece's row */
function darkestWindow({ background: bg, y }: Puzzle): number {
  return argmax((x) => {
    let sum = 0;
    for (let py = 8; py < 40; py++) for (let px = 8; px < 40; px++) sum += lum(bg, x + px, y + py);
    return -sum;
  });
}

/** the column of the row most different from the columns 3 px either side, as the gap's left side */
function mostDifferentColumn(p: Puzzle): number {
  const c = columnMeans(p);
  let col = 3, top = -1;
  for (let x = 3; x < CAPTCHA_WIDTH - 3; x++) {
    const d = abs((c[x] as number) - ((c[x - 3] as number) + (c[x + 3] as number)) / 2);
    if (d > top) [top, col] = [d, x];
  }
  return col - leftSide(p.piece);
}

/** the column of the row with the strongest vertical edge, as the gap's left side */
function strongestEdge(p: Puzzle): number {
  let col = 1, top = -1;
  for (let x = 1; x < CAPTCHA_WIDTH; x++) {
    let sum = 0;
    for (let py = 0; py < PIECE_SIZE; py++) sum += abs(lum(p.background, x, p.y + py) - lum(p.background, x - 1, p.y + py));
    if (sum > top) [top, col] = [sum, x];
  }
  return col - leftSide(p.piece);
}

/** the window most like the piece's picture (normalized correlation, so a darkened copy matches) */
function mostLikeThePiece({ background: bg, piece, y }: Puzzle): number {
  const grid = candidates.slice(0, PIECE_SIZE).filter((v) => v % 2 === 0);
  const pts = grid.flatMap((px) => grid.filter((py) => opaque(piece, px, py)).map((py) => [px, py] as const));
  const pv = pts.map(([px, py]) => lum(piece, px, py));
  const pm = pv.reduce((a, b) => a + b, 0) / pv.length;
  return argmax((x) => {
    const bv = pts.map(([px, py]) => lum(bg, x + px, y + py));
    const bm = bv.reduce((a, b) => a + b, 0) / bv.length;
    let n = 0, d1 = 0, d2 = 0;
    bv.forEach((b, i) => {
      n += (b - bm) * ((pv[i] as number) - pm);
      d1 += (b - bm) ** 2;
      d2 += ((pv[i] as number) - pm) ** 2;
    });
    return n / sqrt(d1 * d2 + 1e-9);
  });
}

describe('the slider puzzle image', () => {
  it('has one gap of the piece shape and decoys of shapes at least two sides apart, in the piece row', () => {
    for (let i = 0; i < 10; i++) {
      const p = drawPuzzle();
      expect(p.background).toMatchObject({ width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT });
      expect(p.y + PIECE_SIZE).toBeLessThanOrEqual(CAPTCHA_HEIGHT);
      expect(p.gaps.length).toBeGreaterThanOrEqual(3);
      expect(p.gaps.filter((g) => g.x === p.x && g.shape === p.shape)).toHaveLength(1);
      for (const g of p.gaps) {
        expect(g.x).toBeGreaterThanOrEqual(GAP_MIN_X);
        expect(g.x).toBeLessThanOrEqual(GAP_MAX_X);
        if (g.x !== p.x) expect(sidesApart(g.shape, p.shape)).toBeGreaterThanOrEqual(2);
      }
      // the piece is opaque exactly inside its shape
      const opaque = (px: number, py: number) => p.piece.data[(py * PIECE_SIZE + px) * 4 + 3] === 255;
      const box = Array.from({ length: PIECE_SIZE * PIECE_SIZE }, (_, k) => [k % PIECE_SIZE, Math.floor(k / PIECE_SIZE)] as const);
      expect(box.filter(([px, py]) => opaque(px, py) !== inShape(p.shape, px, py))).toEqual([]);
    }
  });

  describe('against the image-only solvers, over 150 puzzles', () => {
    let puzzles: Puzzle[] = [];
    beforeAll(() => {
      puzzles = Array.from({ length: 150 }, () => drawPuzzle());
    });
    it.each([
      ['darkest window', darkestWindow],
      ['most different column', mostDifferentColumn],
      ['strongest edge', strongestEdge],
      ['most like the piece', mostLikeThePiece],
    ])('the "%s" solver finds the answer in fewer than 1 in 5', (_name, solve) => {
      const solved = puzzles.filter((p) => Math.abs(solve(p) - p.x) <= CAPTCHA_TOLERANCE_PX).length;
      expect(solved / puzzles.length).toBeLessThan(0.2);
    });
  });
});

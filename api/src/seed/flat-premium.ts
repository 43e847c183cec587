/**
 * What makes one flat of an estate dearer than another besides its floor: the block (position,
 * view), the flat's orientation and its size (smaller flats fetch more per square foot). Derived
 * from the flat's identity, not from the random stream, so a deal and a listing of the same flat
 * (or of its neighbours) agree, and a flat resold keeps its premium.
 */
import type { Estate } from './estates';

/** 0 <= x < 1 from a string (FNV-1a) */
export function hash01(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h / 4294967296;
}

const typical = new WeakMap<Estate, number>();

/** the estate's middle flat size, the size at which the size factor is 1 */
export function typicalSize(e: Estate): number {
  let size = typical.get(e);
  if (size === undefined) {
    const sizes = [...e.flatSizes].sort((a, b) => a - b);
    size = sizes[Math.floor(sizes.length / 2)] as number;
    typical.set(e, size);
  }
  return size;
}

/** block +/- 3 %, orientation +/- 3 %, size: 10 % smaller costs about 1 % more per sq ft */
export function flatPremium(e: Estate, buildingIndex: number, letter: number, saleable: number): number {
  const b = e.buildings[buildingIndex] as Estate['buildings'][number];
  const block = 1 + 0.06 * (hash01(b.code) - 0.5);
  const facing = 1 + 0.06 * (hash01(`${b.code}/${letter}`) - 0.5);
  const size = Math.pow(saleable / typicalSize(e), -0.1);
  return block * facing * size;
}

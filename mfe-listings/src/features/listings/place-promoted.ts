/**
 * Spec 9 ad insertion: promoted listings (topType 3) go at position 5 and about position 11 of a
 * list, or at the end when the list is too short to reach that position. Any further promoted
 * items follow the second one. The other items keep their order.
 */
export const PROMOTED_POSITIONS = [5, 11] as const;

export function placePromoted<T extends { topType: number }>(items: readonly T[]): T[] {
  const promoted = items.filter((i) => i.topType === 3);
  if (promoted.length === 0) return [...items];
  const out = items.filter((i) => i.topType !== 3);
  promoted.forEach((item, n) => {
    const position = (n === 0 ? PROMOTED_POSITIONS[0] : PROMOTED_POSITIONS[1]) + Math.max(0, n - 1);
    out.splice(Math.min(position - 1, out.length), 0, item);
  });
  return out;
}

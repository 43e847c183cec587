import { placePromoted } from './place-promoted';

const item = (id: string, topType = 0) => ({ id, topType });
const ids = (list: ReadonlyArray<{ id: string }>) => list.map((i) => i.id).join(',');
const regular = (n: number) => Array.from({ length: n }, (_, i) => item(`r${i + 1}`));

describe('placePromoted (spec 9)', () => {
  it('puts the first promoted item at position 5 and the second at position 11', () => {
    const out = placePromoted([item('a', 3), item('b', 3), ...regular(18)]);
    expect(out).toHaveLength(20);
    expect(out[4]?.id).toBe('a');
    expect(out[10]?.id).toBe('b');
    expect(ids(out.filter((i) => i.topType !== 3))).toBe(ids(regular(18)));
  });

  it('places further promoted items right after the second', () => {
    const out = placePromoted([item('a', 3), item('b', 3), item('c', 3), ...regular(17)]);
    expect([out[4]?.id, out[10]?.id, out[11]?.id]).toEqual(['a', 'b', 'c']);
  });

  it('puts promoted items at the end of a short list', () => {
    expect(ids(placePromoted([item('a', 3), ...regular(3)]))).toBe('r1,r2,r3,a');
    expect(ids(placePromoted([item('a', 3), item('b', 3), ...regular(7)]))).toBe('r1,r2,r3,r4,a,r5,r6,r7,b');
  });

  it('leaves a list without promoted items as it was, and keeps every item', () => {
    const list = regular(20);
    expect(placePromoted(list)).toEqual(list);
    const mixed = [item('r1'), item('a', 3), item('r2'), item('b', 3)];
    expect(placePromoted(mixed)).toHaveLength(4);
    expect(placePromoted([item('a', 3)])).toEqual([item('a', 3)]);
  });
});

import fc from 'fast-check';
import { gridCluster } from './cluster';
import { boundsOf, contains, fitView, panBy, project, unproject } from './geo';
import { convexHull, DISTRICTS, STATIONS } from './hk-reference';

describe('gridCluster', () => {
  it('keeps every item exactly once', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ x: fc.double({ min: 0, max: 800, noNaN: true }), y: fc.double({ min: 0, max: 560, noNaN: true }) })), (pts) => {
        const clusters = gridCluster(pts.map((p, i) => ({ ...p, item: { id: `L${i}` } })), 56);
        const ids = clusters.flatMap((c) => c.items.map((i) => i.id)).sort();
        expect(ids).toEqual(pts.map((_, i) => `L${i}`).sort());
      }),
    );
  });

  it('groups points in the same cell and keys single items by id', () => {
    const clusters = gridCluster(
      [
        { x: 10, y: 10, item: { id: 'a' } },
        { x: 20, y: 30, item: { id: 'b' } },
        { x: 300, y: 300, item: { id: 'c' } },
      ],
      56,
    );
    expect(clusters.map((c) => c.items.length).sort()).toEqual([1, 2]);
    expect(clusters.find((c) => c.items.length === 1)!.key).toBe('c');
  });
});

describe('geo', () => {
  const view = { center: { lat: 22.3, lng: 114.17 }, zoom: 12 };
  it('unproject inverts project', () => {
    const p = project({ lat: 22.28, lng: 114.16 }, view, 800, 560);
    const back = unproject(p.x, p.y, view, 800, 560);
    expect(back.lat).toBeCloseTo(22.28, 9);
    expect(back.lng).toBeCloseTo(114.16, 9);
  });

  it('dragging right shows what lies west', () => {
    expect(panBy(view, 100, 0).center.lng).toBeLessThan(view.center.lng);
    expect(panBy(view, 0, 100).center.lat).toBeGreaterThan(view.center.lat);
  });

  it('fits all points inside the bounds', () => {
    const pts = [
      { lat: 22.28, lng: 114.16 },
      { lat: 22.45, lng: 114.03 },
      { lat: 22.31, lng: 114.26 },
    ];
    const b = boundsOf(fitView(pts, 800, 560), 800, 560);
    for (const p of pts) expect(contains(b, p)).toBe(true);
  });
});

describe('reference geography', () => {
  it('has the 18 districts with hulls and the MTR stations', () => {
    expect(DISTRICTS).toHaveLength(18);
    for (const d of DISTRICTS) expect(d.hull.length).toBeGreaterThanOrEqual(2);
    expect(STATIONS.length).toBeGreaterThan(90);
  });

  it('convexHull drops inner points', () => {
    const hull = convexHull([
      { lat: 0, lng: 0 },
      { lat: 0, lng: 2 },
      { lat: 2, lng: 2 },
      { lat: 2, lng: 0 },
      { lat: 1, lng: 1 },
    ]);
    expect(hull).toHaveLength(4);
    expect(hull).not.toContainEqual({ lat: 1, lng: 1 });
  });
});

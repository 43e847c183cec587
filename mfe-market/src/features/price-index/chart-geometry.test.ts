import { chartGeometry, FRAME, niceStep } from './chart-geometry';

const week = (weekEnding: string, value: number) => ({ weekEnding, value });

describe('price index chart geometry', () => {
  it('steps the axis by 1, 2 or 5 times a power of ten', () => {
    expect([niceStep(20, 4), niceStep(7, 4), niceStep(0.3, 4), niceStep(130, 4)]).toEqual([5, 2, 0.1, 50]);
  });

  it('draws one point per week from left to right, the highest at the top', () => {
    const g = chartGeometry([week('2025-12-26', 90), week('2026-01-02', 100), week('2026-01-09', 95)]);
    const coords = g.path.split(/[ML]/).filter(Boolean).map((pair) => pair.trim().split(' ').map(Number));
    expect(coords).toHaveLength(3);
    expect(coords.map(([x]) => x)).toEqual([FRAME.left, (FRAME.left + FRAME.width - FRAME.right) / 2, FRAME.width - FRAME.right]);
    expect(coords[1]![1]).toBe(FRAME.top);
    expect(coords[0]![1]).toBe(FRAME.height - FRAME.bottom);
    expect(g.yTicks.map((t) => t.value)).toEqual([90, 95, 100]);
    expect(g.last).toEqual({ x: FRAME.width - FRAME.right, y: coords[2]![1] });
  });

  it('marks each new quarter over a year, each new year over longer periods', () => {
    const weeks = Array.from({ length: 60 }, (_, i) => {
      const d = new Date(Date.UTC(2024, 0, 5 + 7 * i));
      return week(d.toISOString().slice(0, 10), 100 + i);
    });
    expect(chartGeometry(weeks).xTicks.map((t) => t.label)).toEqual(['2025']);
    expect(chartGeometry(weeks.slice(0, 52)).xTicks.map((t) => t.label)).toEqual(['2024-04', '2024-07', '2024-10']);
  });

  it('draws nothing without points', () => {
    expect(chartGeometry([])).toEqual({ path: '', yTicks: [], xTicks: [], last: null });
  });
});

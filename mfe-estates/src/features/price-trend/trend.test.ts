import { chartOf, monthIndex, periodOf, trendOf } from './trend';

const point = (month: string, avgPrice: number, dealCount = 3) => ({ month, avgPrice, dealCount });
const TREND = [point('2021-03', 12_000), point('2024-01', 13_000), point('2025-11', 14_500), point('2026-06', 15_000), point('2026-10', 15_800)];

describe('price trend periods', () => {
  it('counts the months back from the latest month with deals', () => {
    expect(trendOf(TREND, '6m').map((p) => p.month)).toEqual(['2026-06', '2026-10']);
    expect(trendOf(TREND, '1y').map((p) => p.month)).toEqual(['2025-11', '2026-06', '2026-10']);
    expect(trendOf(TREND, '3y').map((p) => p.month)).toEqual(['2024-01', '2025-11', '2026-06', '2026-10']);
    expect(trendOf(TREND, 'all')).toHaveLength(5);
    expect(trendOf([], '1y')).toEqual([]);
  });

  it('reads an unknown period as one year', () => {
    expect(periodOf('5y')).toBe('5y');
    expect(periodOf('10y')).toBe('1y');
    expect(periodOf(null)).toBe('1y');
  });

  it('numbers months across years', () => {
    expect(monthIndex('2026-01') - monthIndex('2025-12')).toBe(1);
  });
});

describe('chartOf', () => {
  it('places months by calendar time and prices between round gridlines', () => {
    const c = chartOf([point('2026-01', 15_000), point('2026-02', 15_500), point('2026-05', 16_000)], 300, 100);
    expect(c.dots.map((d) => d.x)).toEqual([0, 75, 300]);
    expect(c.ticks[0]!.value).toBeLessThanOrEqual(15_000);
    expect(c.ticks.at(-1)!.value).toBeGreaterThanOrEqual(16_000);
    expect(c.dots[0]!.y).toBeGreaterThan(c.dots[2]!.y);
    expect(c.path).toMatch(/^M0 [\d.]+ L75 [\d.]+ L300 [\d.]+$/);
    expect(c.changePct).toBe(6.7);
  });

  it('draws one month in the middle, and nothing without months', () => {
    const one = chartOf([point('2026-01', 15_000)], 300, 100);
    expect(one.dots[0]!.x).toBe(150);
    expect(one.changePct).toBeNull();
    expect(chartOf([], 300, 100)).toEqual({ path: '', dots: [], ticks: [], changePct: null });
  });
});

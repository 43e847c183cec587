import { stampDuty, TAXES } from './stamp-duty';
import { MARKET_TREND, priceFactor, trendAt } from '../market-trend';

describe('stampDuty', () => {
  it('reproduces every worked example of the residential schedule in taxes.json', () => {
    const schedule = TAXES.stampDuty.adValoremStampDuty.schedules.find((s) => s.id === 'residential-from-2026-02-26');
    const examples = (schedule as unknown as { examples: Record<string, number> }).examples;
    expect(Object.keys(examples).length).toBeGreaterThan(3);
    for (const [value, duty] of Object.entries(examples)) expect([value, stampDuty(Number(value))]).toEqual([value, duty]);
  });

  it('is continuous across the marginal bands', () => {
    for (const edge of [4_000_000, 4_323_780, 4_500_000, 6_000_000, 9_000_000, 20_000_000, 100_000_000]) {
      expect(Math.abs(stampDuty(edge + 1) - stampDuty(edge))).toBeLessThan(20);
    }
  });
});

describe('market trend', () => {
  it('interpolates between the monthly points and is 1 at the reference date', () => {
    expect(trendAt('2021-01-01')).toBe(100);
    const [m1, v1] = MARKET_TREND[1] as readonly [string, number];
    expect(trendAt(`${m1}-01`)).toBeCloseTo(v1, 6);
    expect(trendAt('2021-02-15')).toBeGreaterThan(100);
    expect(trendAt('2021-02-15')).toBeLessThan(v1);
    expect(priceFactor('2026-11-20', '2026-11-20', 0.01)).toBeCloseTo(1, 9);
    // the 2021 peak to the 2024 trough is a fall of about a quarter
    expect(trendAt('2024-09-01') / trendAt('2021-08-01') - 1).toBeCloseTo(-0.26, 1);
  });
});

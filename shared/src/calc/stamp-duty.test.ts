import { avdBand, avdSchedule, bandDuty, stampDuty } from './stamp-duty';
import { AVD_SCHEDULES } from './reference/stamp-duty-schedules';

const duty = (value: number, agreementDate = '2026-11-20', use: 'residential' | 'non-residential' = 'residential') =>
  stampDuty({ value, agreementDate, use }).duty;

describe('stampDuty', () => {
  it('reproduces every worked example published with the schedules', () => {
    const withExamples = AVD_SCHEDULES.filter((s) => s.examples);
    expect(withExamples.length).toBeGreaterThan(0);
    for (const s of withExamples) {
      for (const [value, expected] of Object.entries(s.examples ?? {})) {
        expect([value, duty(Number(value), s.effective)]).toEqual([value, expected]);
      }
    }
  });

  it('picks the schedule in force on the agreement date', () => {
    expect(avdSchedule('2026-02-25', 'residential').id).toBe('scale2-2025-02-26-to-2026-02-25');
    expect(avdSchedule('2026-02-26', 'residential').id).toBe('residential-from-2026-02-26');
    expect(avdSchedule('2026-02-26', 'non-residential').id).toBe('non-residential-scale3-from-2026-02-26');
    expect(avdSchedule('2025-02-25', 'non-residential').id).toBe('scale2-2023-02-22-to-2025-02-25');
    // HK$3.5M: in the marginal band under the 2023 scale, HK$100 after the 2025 change
    expect(duty(3_500_000, '2024-06-01')).toBe(50_100);
    expect(duty(3_500_000, '2025-02-26')).toBe(100);
    // above HK$100M: 4.25% before 26 Feb 2026 and for non-residential, 6.5% for homes after
    expect(duty(150_000_000, '2026-02-25')).toBe(6_375_000);
    expect(duty(150_000_000, '2026-02-26')).toBe(9_750_000);
    expect(duty(150_000_000, '2026-02-26', 'non-residential')).toBe(6_375_000);
    expect(() => duty(5_000_000, '2023-02-21')).toThrow(RangeError);
    expect(() => duty(0)).toThrow(RangeError);
    expect(() => duty(5_000_000, '26/02/2026')).toThrow(RangeError);
  });

  it('flags residential agreements signed while SSD, BSD and NRSD still applied', () => {
    expect(stampDuty({ value: 8e6, agreementDate: '2024-02-27', use: 'residential' }).otherDutiesMayApply).toBe(true);
    expect(stampDuty({ value: 8e6, agreementDate: '2024-02-28', use: 'residential' }).otherDutiesMayApply).toBe(false);
    expect(stampDuty({ value: 8e6, agreementDate: '2024-02-27', use: 'non-residential' }).otherDutiesMayApply).toBe(false);
  });

  it('puts every band edge in the lower band and is continuous across it, in every schedule', () => {
    for (const s of AVD_SCHEDULES) {
      s.bands.forEach((band, i) => {
        const next = s.bands[i + 1];
        if (band.upTo === null || !next) return;
        const edge = band.upTo;
        expect([s.id, edge, avdBand(s, edge)]).toEqual([s.id, edge, band]);
        expect([s.id, edge, avdBand(s, edge + 1)]).toEqual([s.id, edge, next]);
        // the two formulas meet at the edge (within a dollar of rounding in the published boundaries)
        expect([s.id, edge, Math.abs(bandDuty(band, edge) - bandDuty(next, edge)) <= 1]).toEqual([s.id, edge, true]);
        expect(stampDuty({ value: edge + 1, agreementDate: s.effective, use: s.appliesTo[0] ?? 'residential' }).band).toBe(next);
      });
    }
  });

  it('rounds up to the dollar and reports the band and effective rate', () => {
    const r = stampDuty({ value: 4_000_001, agreementDate: '2026-03-01', use: 'residential' });
    expect(r.duty).toBe(101);
    expect(r.band).toMatchObject({ type: 'marginal', over: 4_000_000 });
    expect(duty(4_000_000)).toBe(100);
    expect(duty(7_000_000)).toBe(210_000);
    expect(stampDuty({ value: 7_000_000, agreementDate: '2026-03-01', use: 'residential' }).effectiveRate).toBeCloseTo(0.03, 10);
  });
});

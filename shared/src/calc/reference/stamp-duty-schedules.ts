/**
 * Ad valorem stamp duty (AVD) schedules by the date they took effect, copied from the project's
 * reference data on Hong Kong taxes (as of 2026-11-22). A value V falls in a band when
 * over < V <= upTo. Band types: flat = a fixed amount; rate = V x rate on the whole value;
 * marginal = base + rate x (V - excessOver), smoothing the jump between two rates.
 *
 * Sources: IRD AVD FAQ (ird.gov.hk/eng/faq/avd.htm) as cited by secondary notes; info.gov.hk
 * press release 2025-02-26 (HK$100 band raised to HK$4M); Budget 2026-27 (residential above
 * HK$100M from 4.25% to 6.5%, non-residential moved to Scale 3, from 2026-02-26). The 2026
 * enactment and the lower bands of 2023 are from secondary texts, continuity-checked.
 */
export type AvdBand =
  | { over: number; upTo: number | null; type: 'flat'; amount: number }
  | { over: number; upTo: number | null; type: 'rate'; rate: number }
  | { over: number; upTo: number | null; type: 'marginal'; base: number; rate: number; excessOver: number };

export type PropertyUse = 'residential' | 'non-residential';

export interface AvdSchedule {
  id: string;
  /** first agreement date (yyyy-mm-dd) the schedule applies to */
  effective: string;
  appliesTo: readonly PropertyUse[];
  bands: readonly AvdBand[];
  /** worked examples (value -> duty) published with the schedule */
  examples?: Readonly<Record<number, number>>;
}

const flat = (over: number, upTo: number, amount: number): AvdBand => ({ over, upTo, type: 'flat', amount });
const rate = (over: number, upTo: number | null, r: number): AvdBand => ({ over, upTo, type: 'rate', rate: r });
const marginal = (over: number, upTo: number, base: number, r: number): AvdBand =>
  ({ over, upTo, type: 'marginal', base, rate: r, excessOver: over });

/** the bands from HK$4.5M up to HK$21,739,120, unchanged since 2023 */
const MIDDLE: readonly AvdBand[] = [
  marginal(4_500_000, 4_935_480, 67_500, 0.1), rate(4_935_480, 6_000_000, 0.0225),
  marginal(6_000_000, 6_642_860, 135_000, 0.1), rate(6_642_860, 9_000_000, 0.03),
  marginal(9_000_000, 10_080_000, 270_000, 0.1), rate(10_080_000, 20_000_000, 0.0375),
  marginal(20_000_000, 21_739_120, 750_000, 0.1),
];
const FROM_2025: readonly AvdBand[] = [flat(0, 4_000_000, 100), marginal(4_000_000, 4_323_780, 100, 0.2), rate(4_323_780, 4_500_000, 0.015), ...MIDDLE];

/** newest first */
export const AVD_SCHEDULES: readonly AvdSchedule[] = [
  {
    id: 'residential-from-2026-02-26', effective: '2026-02-26', appliesTo: ['residential'],
    bands: [...FROM_2025, rate(21_739_120, 100_000_000, 0.0425), marginal(100_000_000, 109_574_470, 4_250_000, 0.3), rate(109_574_470, null, 0.065)],
    examples: { 3_800_000: 100, 4_200_000: 40_100, 6_000_000: 135_000, 8_000_000: 240_000, 15_000_000: 562_500, 30_000_000: 1_275_000, 120_000_000: 7_800_000 },
  },
  {
    id: 'non-residential-scale3-from-2026-02-26', effective: '2026-02-26', appliesTo: ['non-residential'],
    bands: [...FROM_2025, rate(21_739_120, null, 0.0425)],
  },
  {
    id: 'scale2-2025-02-26-to-2026-02-25', effective: '2025-02-26', appliesTo: ['residential', 'non-residential'],
    bands: [...FROM_2025, rate(21_739_120, null, 0.0425)],
  },
  {
    id: 'scale2-2023-02-22-to-2025-02-25', effective: '2023-02-22', appliesTo: ['residential', 'non-residential'],
    bands: [
      flat(0, 3_000_000, 100), marginal(3_000_000, 3_528_240, 100, 0.1), rate(3_528_240, 4_500_000, 0.015), ...MIDDLE,
      rate(21_739_120, null, 0.0425),
    ],
  },
];

/**
 * Residential instruments signed before this day could also owe SSD, BSD or the 7.5% NRSD
 * (cancelled on 2024-02-28); the schedules above give Scale 2 only.
 */
export const DEMAND_SIDE_MEASURES_CANCELLED = '2024-02-28';

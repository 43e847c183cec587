/**
 * Ad valorem stamp duty on a sale: the schedule in force on the agreement date, the band the
 * value falls in, the duty rounded up to the dollar (as the IRD computes it).
 */
import { AVD_SCHEDULES, DEMAND_SIDE_MEASURES_CANCELLED, type AvdBand, type AvdSchedule, type PropertyUse } from './reference/stamp-duty-schedules';

export interface StampDutyInput {
  /** the higher of the consideration and the market value, HKD */
  value: number;
  /** yyyy-mm-dd the agreement was signed */
  agreementDate: string;
  use: PropertyUse;
}

export interface StampDuty {
  duty: number;
  scheduleId: string;
  band: AvdBand;
  /** duty / value */
  effectiveRate: number;
  /** true for residential agreements before 2024-02-28, when SSD, BSD or NRSD could also apply */
  otherDutiesMayApply: boolean;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The schedule for an agreement date and property use; RangeError before the oldest schedule. */
export function avdSchedule(agreementDate: string, use: PropertyUse): AvdSchedule {
  if (!ISO_DATE.test(agreementDate)) throw new RangeError(`agreementDate: expected yyyy-mm-dd, got ${agreementDate}`);
  const s = AVD_SCHEDULES.find((x) => x.effective <= agreementDate && x.appliesTo.includes(use));
  if (!s) throw new RangeError(`no stamp duty schedule before ${AVD_SCHEDULES[AVD_SCHEDULES.length - 1]?.effective}`);
  return s;
}

/** the band holding `value` (over < value <= upTo) */
export function avdBand(schedule: AvdSchedule, value: number): AvdBand {
  const b = schedule.bands.find((x) => value > x.over && (x.upTo === null || value <= x.upTo));
  if (!b) throw new RangeError(`value must be above 0, got ${value}`);
  return b;
}

/** a band's duty before rounding */
export function bandDuty(band: AvdBand, value: number): number {
  if (band.type === 'flat') return band.amount;
  if (band.type === 'rate') return value * band.rate;
  return band.base + band.rate * (value - band.excessOver);
}

/** rounds up to the dollar, ignoring binary noise below a thousandth of a cent */
const ceilDollar = (x: number) => Math.ceil(x - 1e-5);

export function stampDuty({ value, agreementDate, use }: StampDutyInput): StampDuty {
  if (!Number.isFinite(value) || value <= 0) throw new RangeError(`value must be a positive amount, got ${value}`);
  const schedule = avdSchedule(agreementDate, use);
  const band = avdBand(schedule, value);
  const duty = ceilDollar(bandDuty(band, value));
  return {
    duty, scheduleId: schedule.id, band, effectiveRate: duty / value,
    otherDutiesMayApply: use === 'residential' && agreementDate < DEMAND_SIDE_MEASURES_CANCELLED,
  };
}

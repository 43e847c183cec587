/** Stamp duty for the seed's articles: the shared calculator on the residential schedule in force today. */
import { stampDuty as dutyOn } from '@portal/shared/calc';
import taxes from '../../../data/reference/taxes.json';
import { REFERENCE_DATE } from '../clock';

/** residential AVD for a value under the schedule in force on the seed's reference date */
export function stampDuty(value: number): number {
  return dutyOn({ value, agreementDate: REFERENCE_DATE, use: 'residential' }).duty;
}

export const TAXES = taxes;

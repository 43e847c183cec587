import type { AvdBand } from '@portal/shared/calc';
import { dollars, percentOf } from '../../lib/money';

type T = (key: string, values: Record<string, string>) => string;

/** a stamp duty band as the IRD's table states it: its range, then its duty */
export function bandText(band: AvdBand, t: T): { range: string; duty: string } {
  const range = band.upTo === null
    ? t('stampDuty.rangeAbove', { over: dollars(band.over) })
    : band.over === 0
      ? t('stampDuty.rangeUpTo', { upTo: dollars(band.upTo) })
      : t('stampDuty.rangeBetween', { over: dollars(band.over), upTo: dollars(band.upTo) });
  const duty = band.type === 'flat'
    ? t('stampDuty.dutyFlat', { amount: dollars(band.amount) })
    : band.type === 'rate'
      ? t('stampDuty.dutyRate', { rate: percentOf(band.rate) })
      : t('stampDuty.dutyMarginal', { base: dollars(band.base), rate: percentOf(band.rate, 0), over: dollars(band.excessOver) });
  return { range, duty };
}

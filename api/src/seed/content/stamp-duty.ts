/** Ad valorem stamp duty from the bands in taxes.json (value V falls in a band when over < V <= upTo). */
import taxes from '../../../data/reference/taxes.json';

interface Band {
  over: number;
  upTo: number | null;
  type: string;
  amount?: number;
  rate?: number;
  base?: number;
  excessOver?: number;
}

export const RESIDENTIAL_SCHEDULE = taxes.stampDuty.adValoremStampDuty.schedules.find((s) => s.id === 'residential-from-2026-02-26');

export function stampDuty(value: number): number {
  const bands = (RESIDENTIAL_SCHEDULE?.bands ?? []) as Band[];
  for (const b of bands) {
    if (value > b.over && (b.upTo === null || value <= b.upTo)) {
      if (b.type === 'flat') return b.amount ?? 0;
      if (b.type === 'rate') return Math.round(value * (b.rate ?? 0));
      return Math.round((b.base ?? 0) + (b.rate ?? 0) * (value - (b.excessOver ?? 0)));
    }
  }
  return 0;
}

export const TAXES = taxes;

/** The residential ad valorem stamp duty scale in force on the seed's reference date, as a table block (taxes.json). */
import taxes from '../../../data/reference/taxes.json';
import { REFERENCE_DATE } from '../clock';
import { table } from './blocks';
import { num } from './article';

interface Band { over: number; upTo: number | null; type: string; amount?: number; base?: number; rate?: number; excessOver?: number }

const pct = (r: number) => `${+(r * 100).toFixed(2)}%`;

function residentialBands(): Band[] {
  const schedules = taxes.stampDuty.adValoremStampDuty.schedules
    .filter((s) => s.id.startsWith('residential') && s.effective <= REFERENCE_DATE)
    .sort((a, b) => b.effective.localeCompare(a.effective));
  return (schedules[0]?.bands ?? []) as Band[];
}

function row(b: Band): [string, string][] {
  const range: [string, string] = b.upTo === null
    ? [`${num(b.over)}元以上`, `Above HK$${num(b.over)}`]
    : b.over === 0 ? [`${num(b.upTo)}元或以下`, `Up to HK$${num(b.upTo)}`] : [`${num(b.over + 1)}至${num(b.upTo)}元`, `HK$${num(b.over + 1)} to HK$${num(b.upTo)}`];
  if (b.type === 'flat') return [range, [`${num(b.amount ?? 0)}元`, `HK$${num(b.amount ?? 0)}`]];
  if (b.type === 'marginal') {
    return [range, [`${num(b.base ?? 0)}元，另加超出${num(b.excessOver ?? 0)}元部分的${pct(b.rate ?? 0)}`,
      `HK$${num(b.base ?? 0)} plus ${pct(b.rate ?? 0)} of the excess over HK$${num(b.excessOver ?? 0)}`]];
  }
  return [range, [`樓價的${pct(b.rate ?? 0)}`, `${pct(b.rate ?? 0)} of the price`]];
}

export function dutyTable() {
  return table(['住宅物業從價印花稅稅階', 'Ad valorem stamp duty on homes'], [['樓價', 'Price'], ['印花稅', 'Duty']], residentialBands().map(row));
}

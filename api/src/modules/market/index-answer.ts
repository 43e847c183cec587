/** GetPriceIndex: one series over a period, with its latest changes and the series to switch to. */
import type { Db } from '../../db/index';
import { notFound } from '../../http/errors';
import type { Lang } from '../catalog/sql';
import { marketModel } from './model-cache';
import type { IndexPoint } from './price-index';
import { addDays } from './weeks';

const PERIOD_YEARS = { '1y': 1, '3y': 3, '5y': 5, all: null } as const;
export type IndexPeriod = keyof typeof PERIOD_YEARS;

const TERRITORY: Record<Lang, string> = { 'zh-hk': '全港', 'zh-cn': '全港', 'en-us': 'All Hong Kong' };

const change = (points: readonly IndexPoint[], back: number): number | null => {
  const last = points[points.length - 1];
  const then = points[points.length - 1 - back];
  return last && then ? Math.round((last.value / then.value - 1) * 10000) / 100 : null;
};

export async function priceIndexAnswer(db: Db, lang: Lang, q: { period?: IndexPeriod; regionCode?: string }) {
  const m = await marketModel(db);
  const series = m.series.get(q.regionCode ?? '');
  if (!series) throw notFound('query.regionCode');
  const localName = (n: Record<string, string>) => n[lang] || n['zh-hk'] || '';
  const region = m.data.regions.find((r) => r.code === q.regionCode);
  const years = PERIOD_YEARS[q.period ?? '1y'];
  const all = series.points;
  const last = all[all.length - 1];
  const from = years === null || !last ? '' : addDays(last.weekEnding, -Math.round(years * 365.25));
  return {
    regionCode: series.regionCode,
    regionNameWithCulture: region ? localName(region.name) : TERRITORY[lang],
    baseWeek: series.baseWeek,
    basketSize: series.basketSize,
    latest: last ?? null,
    changePct: { week: change(all, 1), month: change(all, 4), year: change(all, 52) },
    points: all.filter((p) => p.weekEnding > from),
    regions: [
      { regionCode: null, regionNameWithCulture: TERRITORY[lang] },
      ...m.data.regions.map((r) => ({ regionCode: r.code, regionNameWithCulture: localName(r.name) })),
    ],
  };
}

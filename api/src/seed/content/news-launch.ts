/** New-launch news from the seeded developments: price lists, sales arrangements, sell-outs. */
import type { SeedRow } from '../batch';
import type { L } from '../text';
import { paras, t } from '../text';
import { dayMs } from '../clock';
import { CAT } from './categories';
import { moneyEn, moneyZh, num, dateEn, dateZh, type Article } from './article';

export function launchNews(newEstates: readonly SeedRow[], refDate: string): Article[] {
  return newEstates.slice(0, 40).map((n, i): Article => {
    const name = n.name as L;
    const status = n.sales_status as number;
    const start = n.sales_start_date as string;
    const daysAgo = Math.max(1, Math.min(170, Math.round((dayMs(refDate) - dayMs(start)) / 86_400_000))) || 1 + i;
    const min = n.min_price as number;
    const max = n.max_price as number;
    const flats = n.flat_count as number;
    const common = [
      [`項目共提供${num(flats)}個單位，實用面積由${n.min_saleable_area}至${n.max_saleable_area}平方呎，預計${(n.expected_handover as string).slice(0, 4)}年交樓。`,
        `The development has ${num(flats)} flats of ${n.min_saleable_area} to ${n.max_saleable_area} sq ft saleable, with handover expected in ${(n.expected_handover as string).slice(0, 4)}.`],
      ['根據《一手住宅物業銷售條例》，賣方須於開售前最少三日公布價單，並於開售前最少七日提供售樓說明書。',
        'Under the Residential Properties (First-hand Sales) Ordinance, the vendor must publish the price list at least three days and the sales brochure at least seven days before sales begin.'],
    ] as const;
    if (status === 3) {
      return {
        kind: 'news', categoryId: CAT.launches, daysAgo: 5 + i * 3, tags: ['新盤', 'new launch'], cover: `cover/NE${n.id}`,
        title: t(`${name['zh-hk']}全數售罄`, `${name['en-us']} sells out`),
        summary: t(`${name['zh-hk']}${num(flats)}個單位已全部售出。`, `All ${num(flats)} flats at ${name['en-us']} have been sold.`),
        body: paras([[`${name['zh-hk']}已售出全部${num(flats)}個單位，售價由${moneyZh(min)}至${moneyZh(max)}。`, `${name['en-us']} has sold all ${num(flats)} flats, at prices from ${moneyEn(min)} to ${moneyEn(max)}.`], ...common]),
      };
    }
    if (status === 1) {
      return {
        kind: 'news', categoryId: CAT.launches, daysAgo: 2 + i * 2, tags: ['新盤', 'new launch'], cover: `cover/NE${n.id}`,
        title: t(`${name['zh-hk']}準備推售 預計${dateZh(start)}開售`, `${name['en-us']} prepares to launch, sales expected from ${dateEn(start)}`),
        summary: t(`${name['zh-hk']}已上載售樓說明書，${num(flats)}個單位預計${dateZh(start)}起推售。`, `${name['en-us']} has published its sales brochure; ${num(flats)} flats are expected on sale from ${dateEn(start)}.`),
        body: paras([[`${name['zh-hk']}預計於${dateZh(start)}開售，暫未公布價單。`, `${name['en-us']} expects to start sales on ${dateEn(start)}; no price list has been issued yet.`], ...common]),
      };
    }
    const tender = status === 4;
    return {
      kind: 'news', categoryId: CAT.launches, daysAgo, tags: ['新盤', 'new launch', '價單'], cover: `cover/NE${n.id}`,
      title: tender ? t(`${name['zh-hk']}以招標形式推售`, `${name['en-us']} offers flats by tender`) : t(`${name['zh-hk']}公布價單 入場${moneyZh(min)}`, `${name['en-us']} issues its price list, from ${moneyEn(min)}`),
      summary: t(`${name['zh-hk']}單位定價由${moneyZh(min)}至${moneyZh(max)}，${dateZh(start)}起推售。`, `Flats at ${name['en-us']} are priced from ${moneyEn(min)} to ${moneyEn(max)}, on sale from ${dateEn(start)}.`),
      body: paras([
        [`${name['zh-hk']}於${dateZh(start)}起${tender ? '以招標形式' : '按價單'}推售，單位售價由${moneyZh(min)}至${moneyZh(max)}。`,
          `${name['en-us']} went on sale on ${dateEn(start)} ${tender ? 'by tender' : 'from its price list'}, with prices from ${moneyEn(min)} to ${moneyEn(max)}.`],
        ...common,
      ]),
    };
  });
}

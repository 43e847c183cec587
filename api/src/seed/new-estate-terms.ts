/** Discounts, payment plans, sales arrangements and links of one new development. */
import type { Rng } from './prng';
import { addDays } from './clock';
import { t } from './text';
import { dateEn, dateZh } from './content/article';
import { DISCOUNTS, PAYMENT_PLANS, SALE_METHODS } from './vocab/new-estate-terms';

export function newEstateTerms(rng: Rng, id: number, status: number, salesStart: string, sheetCount: number) {
  const discounts = status === 3 ? [] : rng.sample(DISCOUNTS, rng.int(1, 3)).map(([zh, en, pct]) => ({
    name: t(`${zh}${pct}%`, `${en} ${pct}%`), percent: pct,
  }));
  const plans = rng.sample(PAYMENT_PLANS, rng.int(2, 4)).map(([code, zh, en, pct, dz, de]) => ({
    code, name: t(zh, en), discountPercent: pct,
    description: t(pct > 0 ? `${dz}可獲樓價${pct}%折扣。` : dz, pct > 0 ? `${de} A ${pct}% price discount applies.` : de),
  }));
  const arrangements = Array.from({ length: status === 1 ? 0 : Math.max(1, sheetCount) }, (_, k) => {
    const method = status === 4 ? (SALE_METHODS[2] as readonly [string, string]) : rng.pick(SALE_METHODS.slice(0, 2));
    const date = addDays(salesStart, k * rng.int(7, 30));
    const units = rng.int(20, 200);
    return {
      date, units, priceSheetNumber: k + 1,
      description: t(`${dateZh(date)}推售價單第${k + 1}號共${units}個單位。${method[0]}`, `On ${dateEn(date)}, ${units} flats from price list No. ${k + 1}. ${method[1]}`),
    };
  });
  return {
    discounts, payment_plans: plans, sales_arrangements: arrangements,
    brochure_url: `/new-property-${id}/brochure`,
    reference_links: [
      { title: t('項目詳情', 'Development details'), url: `/new-property-${id}` },
      { title: t('平面圖', 'Floor plans'), url: `/new-property-layouts-${id}` },
      { title: t('價單及成交紀錄', 'Price lists and sales records'), url: `/new-property-${id}/price-list` },
    ],
  };
}

import { DISCOUNTS, PLANS } from '../../testing/new-estates';
import { discountsOf, netPrices, plansOf } from './net-price';

describe('net prices under the payment plans', () => {
  it('reads the API entries into plans and discounts, leaving out what is not one', () => {
    expect(plansOf([...PLANS, { note: 'no name' }]).map((p) => [p.code, p.discountPercent])).toEqual([['cash-180', 5], ['high-ltv', 0]]);
    expect(plansOf([{ name: 'Odd', discountPercent: '7' }])[0]?.discountPercent).toBe(0);
    expect(discountsOf([...DISCOUNTS, { percent: 2 }])).toEqual([{ name: 'Bulk purchase discount 1%', percent: 1 }]);
  });

  it('takes the plan discount off the list price, then each other discount in turn, in whole dollars', () => {
    const [cash, ltv] = netPrices(6_643_000, plansOf(PLANS), [{ name: 'Early bird', percent: 3 }, { name: 'Bulk', percent: 1 }]);
    // 6,643,000 x 0.95 = 6,310,850; x 0.97 = 6,121,524.5 -> 6,121,525; x 0.99 = 6,060,309.75 -> 6,060,310
    expect([cash?.net, cash?.withDiscounts]).toEqual([6_310_850, 6_060_310]);
    expect([ltv?.net, ltv?.withDiscounts]).toEqual([6_643_000, Math.round(Math.round(6_643_000 * 0.97) * 0.99)]);
  });

  it('with no other discount the two prices are the same', () => {
    expect(netPrices(1_000_000, plansOf(PLANS), []).map((n) => [n.net, n.withDiscounts])).toEqual([[950_000, 950_000], [1_000_000, 1_000_000]]);
  });
});

/**
 * Sales terms as the API writes them (GetNewEstateSchemeById, GetNewEstateBonusById: free-form
 * entries), read into typed plans and discounts, and a unit's net price under each plan: the list
 * price less the plan's discount, and that price less every other discount of the development,
 * each applied in turn as the price list states them.
 */
export interface PaymentPlan { code: string; name: string; description: string; discountPercent: number }
export interface Discount { name: string; percent: number }

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const percent = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 && v < 100 ? v : 0);

export function plansOf(entries: readonly Record<string, unknown>[]): PaymentPlan[] {
  return entries
    .map((e) => ({ code: text(e.code), name: text(e.name), description: text(e.description), discountPercent: percent(e.discountPercent) }))
    .filter((p) => p.name !== '');
}

export function discountsOf(entries: readonly Record<string, unknown>[]): Discount[] {
  return entries.map((e) => ({ name: text(e.name), percent: percent(e.percent) })).filter((d) => d.name !== '');
}

/** whole dollars, as a price list rounds them */
const off = (price: number, pct: number) => Math.round(price * (1 - pct / 100));

export interface NetPrice { plan: PaymentPlan; net: number; withDiscounts: number }

export function netPrices(listPrice: number, plans: readonly PaymentPlan[], discounts: readonly Discount[]): NetPrice[] {
  return plans.map((plan) => {
    const net = off(listPrice, plan.discountPercent);
    return { plan, net, withDiscounts: discounts.reduce((price, d) => off(price, d.percent), net) };
  });
}

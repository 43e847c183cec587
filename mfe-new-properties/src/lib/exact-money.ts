/** An exact Hong Kong dollar amount, as a price list prints it: HK$10,536,000. */
export function exactMoney(amount: number): string {
  return `HK$${Math.round(amount).toLocaleString('en-US')}`;
}

/** Sales terms of new developments: discounts, payment plans and sales arrangements. */
export const DISCOUNTS: readonly (readonly [string, string, number])[] = [
  ['早鳥優惠', 'Early bird discount', 3],
  ['從價印花稅津貼', 'Stamp duty subsidy', 2.25],
  ['首次置業優惠', 'First-time buyer discount', 2],
  ['大手客優惠', 'Bulk purchase discount', 1],
  ['會員優惠', 'Membership discount', 1],
];

export const PAYMENT_PLANS: readonly (readonly [code: string, zh: string, en: string, discount: number, zhDesc: string, enDesc: string])[] = [
  ['cash-90', '90天現金優惠付款計劃', '90-day cash payment plan', 7,
    '簽署臨時買賣合約時付樓價5%臨時訂金，其後90天內付清樓價餘額。',
    'Pay a 5% initial deposit on signing the provisional agreement and the balance within 90 days.'],
  ['cash-180', '180天現金付款計劃', '180-day cash payment plan', 5,
    '簽署臨時買賣合約時付樓價5%，60天內再付5%，餘額於簽署臨時合約後180天內付清。',
    'Pay 5% on signing the provisional agreement, a further 5% within 60 days and the balance within 180 days.'],
  ['stage', '建築期付款計劃', 'Stage payment plan', 3,
    '按工程進度分期付款：簽約時付5%，其後分期付款，餘額於買家獲通知可收樓後14天內付清。',
    'Pay by construction stage: 5% on signing, instalments as works progress, and the balance within 14 days of notice that the flat is ready to hand over.'],
  ['developer-second-mortgage', '發展商二按付款計劃', 'Developer second mortgage plan', 0,
    '買家可向發展商指定財務機構申請最高樓價20%的第二按揭貸款，首兩年享優惠利率，須通過入息審查。',
    "Buyers may apply for a second mortgage of up to 20% of the price from the developer's nominated lender, with a preferential rate for the first two years, subject to an income check."],
  ['high-ltv', '高成數按揭付款計劃', 'High loan-to-value mortgage plan', 0,
    '發展商指定財務機構提供最高樓價80%的第一按揭貸款，按揭期最長30年。',
    "The developer's nominated lender offers a first mortgage of up to 80% of the price, for up to 30 years."],
];

export const SALE_METHODS: readonly (readonly [string, string])[] = [
  ['以抽籤形式揀樓，每個登記最多購買兩個單位。', 'Flats are chosen in a ballot; each registration may buy up to two flats.'],
  ['先到先得，按價單所列單位出售。', 'First come, first served, from the flats on the price list.'],
  ['以招標形式出售，截標後公布成交結果。', 'Sold by tender; results are published after the tender closes.'],
];

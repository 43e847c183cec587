/** Policy news from the dated changes in taxes.json and mortgage.json, and estate deal news. */
import type { SeedRow } from '../batch';
import type { Estate } from '../estates';
import { paras, t } from '../text';
import { dayMs } from '../clock';
import { CAT } from './categories';
import { stampDuty } from './stamp-duty';
import { moneyEn, moneyZh, num, pct, dateEn, dateZh, type Article } from './article';

const ago = (refDate: string, iso: string) => Math.max(0, Math.round((dayMs(refDate) - dayMs(iso)) / 86_400_000));

export function policyNews(refDate: string): Article[] {
  const news = (date: string, title: [string, string], summary: [string, string], body: [string, string][], tags: string[]): Article => ({
    kind: 'news', categoryId: CAT.policy, daysAgo: ago(refDate, date), title: t(...title), summary: t(...summary), body: paras(body), tags,
  });
  return [
    news('2026-02-26', ['一億元以上住宅從價印花稅率升至6.5%', 'Stamp duty on homes above HK$100M rises to 6.5%'],
      ['2026-27年度財政預算案調高一億元以上住宅交易的從價印花稅。', 'The 2026-27 Budget raised ad valorem stamp duty on home deals above HK$100M.'], [
        ['由2026年2月26日起，樓價超過一億元的住宅交易，從價印花稅率由4.25%提高至6.5%，一億元至約1.096億元設邊際稅階。', 'From 26 February 2026, the rate on homes priced above HK$100,000,000 rose from 4.25% to 6.5%, with a marginal band from HK$100M to about HK$109.6M.'],
        [`以1.2億元物業為例，印花稅為${moneyZh(stampDuty(120_000_000))}元。`, `A HK$120,000,000 home now pays ${moneyEn(stampDuty(120_000_000))} in duty.`],
        ['政府估計措施涉及約0.3%的住宅交易，每年帶來約10億元收入；一億元或以下的交易不受影響。', 'The government estimates the change affects about 0.3% of home deals and raises about HK$1 billion a year; deals of HK$100M or less are unaffected.'],
      ], ['印花稅', 'stamp duty']),
    news('2025-02-26', ['100元印花稅門檻提高至400萬元', 'HK$100 stamp duty threshold raised to HK$4M'],
      ['2025-26年度預算案把只須繳付100元印花稅的樓價上限由300萬元提高至400萬元。', 'The 2025-26 Budget raised the ceiling for the HK$100 duty from HK$3M to HK$4M.'], [
        ['由2025年2月26日起，樓價400萬元或以下的物業，從價印花稅為100元。', 'From 26 February 2025, property worth HK$4,000,000 or less pays HK$100 in ad valorem stamp duty.'],
        [`以450萬元物業為例，印花稅為${num(stampDuty(4_500_000))}元。`, `A HK$4,500,000 flat pays HK$${num(stampDuty(4_500_000))}.`],
      ], ['印花稅', 'stamp duty']),
    news('2024-10-16', ['金管局放寬按揭：所有住宅最高七成', 'HKMA relaxes mortgage rules: 70% for all homes'],
      ['最高按揭成數及供款與入息比率回復至2009年前水平。', 'Loan-to-value and debt-servicing caps return to their pre-2009 levels.'], [
        ['金管局宣布，由2024年10月16日起，所有住宅物業的最高按揭成數劃一為七成，不論樓價、是否自住或首次置業。', 'The HKMA set a single 70% loan-to-value cap for all homes from 16 October 2024, whatever the price, use or buyer.'],
        ['供款與入息比率上限劃一為五成，非自住物業由四成上調；有其他未償還按揭的申請人，毋須再下調成數。', 'The debt-servicing cap became 50% for all, up from 40% for non-owner-occupied homes, and the cut for borrowers with other mortgages was removed.'],
      ], ['按揭', 'mortgage']),
    news('2024-02-28', ['住宅物業需求管理措施全面撤銷', 'All demand-side measures on homes withdrawn'],
      ['額外印花稅、買家印花稅及新住宅印花稅無須再繳付。', 'Special, Buyer\'s and New Residential Stamp Duties are no longer payable.'], [
        ['由2024年2月28日起簽署的住宅物業文書，無須再繳付額外印花稅、買家印花稅及新住宅印花稅。', 'Residential instruments signed on or after 28 February 2024 no longer pay Special Stamp Duty, Buyer\'s Stamp Duty or New Residential Stamp Duty.'],
        ['金管局同日暫停按揭壓力測試要求。', 'On the same day the HKMA suspended the mortgage stress test.'],
        ['相關法例框架仍然保留，政府可按需要調整稅率重新推出措施。', 'The legal framework remains, so the measures could return by adjusting the rates.'],
      ], ['撤辣', 'cooling measures']),
    news('2025-01-01', ['高價住宅差餉改為累進徵收', 'Progressive rates for high-value homes'],
      ['應課差餉租值超過55萬元的住宅，超出部分按8%及12%徵收。', 'Rateable value above HK$550,000 is now charged at 8% and 12%.'], [
        ['由2025年1月至3月季度起，住宅物業應課差餉租值首55萬元按5%徵收，其後25萬元按8%，餘額按12%。', 'From the January-March 2025 quarter, the first HK$550,000 of a home\'s rateable value is charged at 5%, the next HK$250,000 at 8% and the rest at 12%.'],
        ['政府估計約2%私人住宅受影響，其餘物業維持5%。', 'About 2% of private homes are affected; others stay at 5%.'],
      ], ['差餉', 'rates']),
  ];
}

export function estateNews(estates: readonly Estate[], deals: readonly SeedRow[], refDate: string): Article[] {
  const latest = new Map<number, SeedRow>();
  for (const d of deals) {
    if (d.rental_type !== 1 || d.previous_price == null) continue;
    const cur = latest.get(d.estate_id as number);
    if (!cur || (cur.deal_date as string) < (d.deal_date as string)) latest.set(d.estate_id as number, d);
  }
  const byId = new Map(estates.map((e) => [e.id, e]));
  return [...latest.values()].sort((a, b) => ((b.deal_date as string) > (a.deal_date as string) ? 1 : -1)).slice(0, 80).map((d): Article => {
    const e = byId.get(d.estate_id as number) as Estate;
    const ch = (d.change_pct as number) / 100;
    const held = Math.max(1, Math.round((dayMs(d.deal_date as string) - dayMs(d.previous_date as string)) / (365.25 * 86_400_000)));
    return {
      kind: 'estate-news', categoryId: CAT.estateUpdates, daysAgo: ago(refDate, d.deal_date as string), estateId: e.id, tags: [e.name['zh-hk'], '成交'],
      title: t(`${e.name['zh-hk']}${d.floor}樓${d.flat}室以${moneyZh(d.price as number)}易手`, `${e.name['en-us']}: flat ${d.floor}${d.flat} changes hands for ${moneyEn(d.price as number)}`),
      summary: t(`實用面積${d.saleable_area}平方呎，呎價${num(d.price_per_sqft as number)}元，較上手${ch >= 0 ? '升' : '跌'}${Math.abs(ch * 100).toFixed(1)}%。`,
        `${d.saleable_area} sq ft saleable at HK$${num(d.price_per_sqft as number)} per sq ft, ${pct(ch)} on the previous sale.`),
      body: paras([
        [`${e.name['zh-hk']}${d.floor}樓${d.flat}室於${dateZh(d.deal_date as string)}以${moneyZh(d.price as number)}成交，實用面積${d.saleable_area}平方呎，實用呎價${num(d.price_per_sqft as number)}元。`,
          `Flat ${d.floor}${d.flat} at ${e.name['en-us']} sold on ${dateEn(d.deal_date as string)} for ${moneyEn(d.price as number)}: ${d.saleable_area} sq ft saleable, HK$${num(d.price_per_sqft as number)} per sq ft.`],
        [`原業主於${dateZh(d.previous_date as string)}以${moneyZh(d.previous_price as number)}購入，持貨約${held}年，${ch >= 0 ? '帳面獲利' : '帳面虧損'}${Math.abs(ch * 100).toFixed(1)}%。`,
          `The seller bought it on ${dateEn(d.previous_date as string)} for ${moneyEn(d.previous_price as number)} and held it for about ${held} year${held > 1 ? 's' : ''}, a paper ${ch >= 0 ? 'gain' : 'loss'} of ${Math.abs(ch * 100).toFixed(1)}%.`],
        [`${e.name['zh-hk']}於${e.occupation.slice(0, 4)}年入伙，共${num(e.unitCount)}個單位。`, `${e.name['en-us']} was completed in ${e.occupation.slice(0, 4)} and has ${num(e.unitCount)} flats.`],
      ]),
    };
  });
}

/**
 * Market news computed from the seeded deals and the market trend: monthly second-hand reports,
 * weekly index notes and monthly rental reports. Every figure in the text is in the data.
 */
import type { SeedRow } from '../batch';
import { paras, t } from '../text';
import { daysAgo, dayMs } from '../clock';
import { trendAt } from '../market-trend';
import { CAT } from './categories';
import { median, monthEn, monthZh, num, pct, dateEn, dateZh, type Article } from './article';

const rel = (x: number, below: string, above: string) => `${x < 0 ? below : above}${Math.abs(x * 100).toFixed(1)}%`;
const relEn = (x: number) => `${Math.abs(x * 100).toFixed(1)}% ${x < 0 ? 'below' : 'above'}`;

interface MonthStat {
  count: number;
  psf: number;
  rentPsf: number;
  leases: number;
}

function monthly(deals: readonly SeedRow[]): Map<string, MonthStat> {
  const acc = new Map<string, { psf: number[]; rent: number[] }>();
  for (const d of deals) {
    const ym = (d.deal_date as string).slice(0, 7);
    let a = acc.get(ym);
    if (!a) acc.set(ym, (a = { psf: [], rent: [] }));
    (d.rental_type === 1 ? a.psf : a.rent).push(d.price_per_sqft as number);
  }
  const out = new Map<string, MonthStat>();
  for (const [ym, a] of acc) out.set(ym, { count: a.psf.length, psf: median(a.psf), rentPsf: median(a.rent), leases: a.rent.length });
  return out;
}

export function marketNews(deals: readonly SeedRow[], refDate: string): Article[] {
  const stats = monthly(deals);
  const out: Article[] = [];
  for (let k = 1; k <= 12; k++) {
    const first = `${daysAgo(refDate, 0).slice(0, 7)}-01`;
    const d = new Date(dayMs(first));
    d.setUTCMonth(d.getUTCMonth() - k);
    const ym = d.toISOString().slice(0, 7);
    d.setUTCMonth(d.getUTCMonth() - 1);
    const prev = d.toISOString().slice(0, 7);
    const s = stats.get(ym);
    const p = stats.get(prev);
    if (!s || !p || s.count === 0 || p.count === 0) continue;
    const ch = s.psf / p.psf - 1;
    const vol = s.count / p.count - 1;
    const up = ch >= 0;
    out.push({
      kind: 'news', categoryId: CAT.market, daysAgo: k * 30 - 25, tags: ['成交', 'market report'],
      title: t(`${monthZh(ym)}二手住宅成交${s.count}宗 實用呎價中位數${num(s.psf)}元`, `${monthEn(ym)}: ${s.count} second-hand home sales at a median HK$${num(s.psf)} per sq ft`),
      summary: t(`本平台追蹤的屋苑於${monthZh(ym)}錄得${s.count}宗二手買賣，按月${vol >= 0 ? '增加' : '減少'}${Math.abs(vol * 100).toFixed(0)}%，呎價${up ? '上升' : '下跌'}${Math.abs(ch * 100).toFixed(1)}%。`,
        `Tracked estates recorded ${s.count} second-hand sales in ${monthEn(ym)}, ${vol >= 0 ? 'up' : 'down'} ${Math.abs(vol * 100).toFixed(0)}% on the month, with prices per sq ft ${up ? 'up' : 'down'} ${Math.abs(ch * 100).toFixed(1)}%.`),
      body: paras([
        [`根據土地註冊處登記資料整理，本平台追蹤的屋苑於${monthZh(ym)}共錄得${s.count}宗二手住宅買賣，上月為${p.count}宗。`,
          `Land Registry records for the estates we track show ${s.count} second-hand home sales in ${monthEn(ym)}, against ${p.count} the month before.`],
        [`成交實用呎價中位數為${num(s.psf)}元，較上月的${num(p.psf)}元${up ? '上升' : '下跌'}${pct(ch)}。`,
          `The median price per saleable sq ft was HK$${num(s.psf)}, ${pct(ch)} from HK$${num(p.psf)} a month earlier.`],
        [`同月錄得${s.leases}宗租賃登記，租金中位數為每呎${num(s.rentPsf)}元。`, `The same month saw ${s.leases} registered leases at a median rent of HK$${num(s.rentPsf)} per sq ft.`],
        ['登記資料一般比臨時買賣合約日期遲約一個月，數字會隨新登記而修訂。', 'Registrations usually trail provisional agreements by about a month, so these figures are revised as new records arrive.'],
      ]),
    });
  }
  out.push(...rentalNews(stats, refDate));
  for (let w = 0; w < 52; w++) {
    const sinceFriday = (((Math.floor(dayMs(refDate) / 86_400_000) - 1) % 7) + 7) % 7;
    const day = daysAgo(refDate, w * 7 + sinceFriday);
    const now = trendAt(day);
    const before = trendAt(daysAgo(day, 7));
    const yearAgo = trendAt(daysAgo(day, 365));
    const idx = (now / trendAt('2021-01-01')) * 100;
    out.push({
      kind: 'news', categoryId: CAT.market, daysAgo: Math.round((dayMs(refDate) - dayMs(day)) / 86_400_000), tags: ['樓價指數', 'price index'],
      title: t(`港居樓價指數報${idx.toFixed(2)}點 按週${now >= before ? '升' : '跌'}${Math.abs((now / before - 1) * 100).toFixed(2)}%`,
        `HarbourHome price index at ${idx.toFixed(2)}, ${now >= before ? 'up' : 'down'} ${Math.abs((now / before - 1) * 100).toFixed(2)}% on the week`),
      summary: t(`截至${dateZh(day)}的一週，指數報${idx.toFixed(2)}點（2021年1月 = 100），按年${pct(now / yearAgo - 1)}。`,
        `For the week to ${dateEn(day)} the index stood at ${idx.toFixed(2)} (January 2021 = 100), ${pct(now / yearAgo - 1)} year on year.`),
      body: paras([
        [`港居樓價指數於${dateZh(day)}報${idx.toFixed(2)}點，按週${pct(now / before - 1, 2)}，按年${pct(now / yearAgo - 1)}。`,
          `The HarbourHome price index stood at ${idx.toFixed(2)} on ${dateEn(day)}: ${pct(now / before - 1, 2)} on the week and ${pct(now / yearAgo - 1)} on the year.`],
        [`指數較2021年8月高位${rel(now / trendAt('2021-08-01') - 1, '低', '高')}，較2024年9月低位${rel(now / trendAt('2024-09-01') - 1, '低', '高')}。`,
          `The index is ${relEn(now / trendAt('2021-08-01') - 1)} its August 2021 peak and ${relEn(now / trendAt('2024-09-01') - 1)} the September 2024 trough.`],
        ['指數以成份屋苑的實用面積為權重，按每週經調整呎價連鎖計算，方法與業界常用的連鎖指數相同，逢星期五公布。',
          'The index chains weekly adjusted prices per sq ft of its constituent estates, weighted by their saleable area, in the same way as the industry\'s chain-linked indices, and is published every Friday.'],
      ]),
    });
  }
  return out;
}

/** monthly rental notes from the registered leases */
function rentalNews(stats: Map<string, MonthStat>, refDate: string): Article[] {
  const out: Article[] = [];
  const months = [...stats.keys()].sort().filter((m) => m < refDate.slice(0, 7)).slice(-13);
  for (let i = 1; i < months.length; i++) {
    const ym = months[i] as string;
    const s = stats.get(ym) as MonthStat;
    const p = stats.get(months[i - 1] as string) as MonthStat;
    if (s.leases === 0 || p.leases === 0) continue;
    const ch = s.rentPsf / p.rentPsf - 1;
    const flat500 = Math.round((s.rentPsf * 500) / 100) * 100;
    out.push({
      kind: 'news', categoryId: CAT.rental, daysAgo: (months.length - i) * 30 - 20, tags: ['租金', 'rents'],
      title: t(`${monthZh(ym)}住宅租金每呎${num(s.rentPsf)}元 按月${ch >= 0 ? '升' : '跌'}${Math.abs(ch * 100).toFixed(1)}%`,
        `${monthEn(ym)}: home rents at HK$${num(s.rentPsf)} per sq ft, ${ch >= 0 ? 'up' : 'down'} ${Math.abs(ch * 100).toFixed(1)}% on the month`),
      summary: t(`${monthZh(ym)}錄得${s.leases}宗租賃登記，500平方呎單位月租中位數約${num(flat500)}元。`,
        `${s.leases} leases were registered in ${monthEn(ym)}; a 500 sq ft flat let for a median of about HK$${num(flat500)} a month.`),
      body: paras([
        [`本平台追蹤的屋苑於${monthZh(ym)}錄得${s.leases}宗租賃登記，實用呎租中位數為${num(s.rentPsf)}元，上月為${num(p.rentPsf)}元。`,
          `The estates we track registered ${s.leases} leases in ${monthEn(ym)} at a median rent of HK$${num(s.rentPsf)} per saleable sq ft, against HK$${num(p.rentPsf)} the month before.`],
        [`以實用面積500平方呎單位計算，月租中位數約為${num(flat500)}元。`, `For a flat of 500 sq ft saleable, that is a median of about HK$${num(flat500)} a month.`],
        ['租約須於簽署後30日內加蓋印花；業主亦須於訂立租約後一個月內向差餉物業估價署提交新租出或重訂租約通知書（表格CR109）。',
          'Leases must be stamped within 30 days of signing, and landlords must file a Notice of New Letting or Renewal Agreement (Form CR109) with the Rating and Valuation Department within one month of entering into the agreement.'],
      ]),
    });
  }
  return out;
}

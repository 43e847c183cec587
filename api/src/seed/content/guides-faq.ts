/** Frequently asked questions: one row per question, the answer as paragraphs. */
import { paras, t } from '../text';
import { CAT } from './categories';
import type { Article } from './article';

type QA = [category: number, q: [string, string], a: [string, string][]];

const FAQ: QA[] = [
  [CAT.faqBuying, ['放盤價與成交價有甚麼分別？', 'How do asking prices differ from transaction prices?'], [
    ['放盤價是業主或代理的叫價；成交價是土地註冊處登記的實際買賣價，一般略低於叫價。', 'An asking price is what the owner or agent asks; a transaction price is what was actually paid, as registered at the Land Registry, and is usually a little lower.']]],
  [CAT.faqBuying, ['呎價以實用面積還是建築面積計算？', 'Is price per sq ft based on saleable or gross area?'], [
    ['港居的呎價預設以實用面積計算，放盤詳情亦會列出建築呎價以供比較。', 'HarbourHome shows price per saleable sq ft by default; listing details also show the gross figure for comparison.']]],
  [CAT.faqBuying, ['成交紀錄多久更新一次？', 'How often are transaction records updated?'], [
    ['成交紀錄按土地註冊處資料每日更新；登記日期一般比簽約日期遲約一個月。', 'Records are updated daily from Land Registry data; registration usually trails signing by about a month.']]],
  [CAT.faqBuying, ['樓價指數如何計算？', 'How is the price index calculated?'], [
    ['港居樓價指數以成份屋苑的實用面積為權重，按每週經調整呎價連鎖計算，逢星期五公布。', 'The HarbourHome price index chains the weekly adjusted prices per sq ft of its constituent estates, weighted by saleable area, and is published every Friday.']]],
  [CAT.faqBuying, ['買樓要付多少印花稅？', 'How much stamp duty will I pay?'], [
    ['從價印花稅按樓價分級計算，400萬元或以下為100元。可使用網站的印花稅計算機按樓價即時計算。', 'Ad valorem stamp duty depends on the price band; HK$4,000,000 or less pays HK$100. The stamp duty calculator works it out for any price.']]],
  [CAT.faqRenting, ['租約印花稅由誰支付？', 'Who pays stamp duty on a lease?'], [
    ['法例規定業主及租客共同負責，一般由雙方平均分擔；兩年租約的稅款為平均年租的0.5%。', 'The law makes landlord and tenant jointly liable, and they usually share it equally; on a two-year lease it is 0.5% of the average yearly rent.']]],
  [CAT.faqRenting, ['服務式住宅最短可租多久？', 'What is the shortest lease for a serviced apartment?'], [
    ['港居上的服務式住宅一般一個月起租，最長少於十二個月，詳情以個別放盤為準。', 'Serviced apartments on HarbourHome usually let from one month up to under twelve months; each listing gives its own terms.']]],
  [CAT.faqRenting, ['按金可以何時取回？', 'When do I get my deposit back?'], [
    ['租約期滿交還單位後，業主在扣除欠租或損壞維修費用後退還按金，退還期限應在租約中列明。', 'After the lease ends and the flat is returned, the landlord refunds the deposit less any unpaid rent or repair costs; the lease should state the refund period.']]],
  [CAT.faqAccount, ['業主如何免費放盤？', 'How do owners list for free?'], [
    ['登入後選擇「業主放盤」，填寫單位資料及上載相片，經審核後即可刊登。', 'Sign in, choose "List my property", fill in the details and upload photos; the listing goes live after review.']]],
  [CAT.faqAccount, ['放盤為何顯示「審核中」？', 'Why does my listing say "under review"?'], [
    ['新放盤及內容修改須經審核，一般於一個工作天內完成；如未獲批，系統會列明原因。', 'New listings and edits are reviewed, usually within one working day; if not approved, the reason is shown.']]],
  [CAT.faqAccount, ['未登入可以收藏樓盤嗎？', 'Can I save homes without signing in?'], [
    ['可以，未登入時可收藏有限數量的樓盤；登入後收藏數量不設上限，並可在不同裝置同步。', 'Yes, a limited number; after signing in there is no limit and your saved homes follow you across devices.']]],
  [CAT.faqAccount, ['如何舉報不實放盤？', 'How do I report a misleading listing?'], [
    ['在放盤詳情頁按「舉報」，填寫聯絡資料及原因，我們會跟進並回覆。', 'On the listing page choose "Report", give your contact details and the reason, and we will follow up.']]],
];

export function faqArticles(): Article[] {
  return FAQ.map(([categoryId, q, a], i) => ({
    kind: 'faq', categoryId, daysAgo: 90 + i, title: t(...q), summary: t(...(a[0] as [string, string])), body: paras(a), tags: ['FAQ'],
  }));
}

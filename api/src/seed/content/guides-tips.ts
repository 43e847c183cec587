/** Property tips: buying, selling and renting, written from the reference facts. */
import { paras, t } from '../text';
import { CAT } from './categories';
import { stampDuty } from './stamp-duty';
import { num, type Article } from './article';

const tip = (categoryId: number, daysAgo: number, title: [string, string], summary: [string, string], body: [string, string][], tags: string[]): Article => ({
  kind: 'tips', categoryId, daysAgo, title: t(...title), summary: t(...summary), body: paras(body), tags,
});

export function tipArticles(): Article[] {
  const sd6m = stampDuty(6_000_000);
  return [
    tip(CAT.buying, 12, ['二手樓買賣流程：由睇樓到收樓', 'Buying a second-hand flat: from viewing to handover'],
      ['由簽臨時買賣合約、正式合約到完成交易，一般需時兩至三個月。', 'From the provisional agreement to completion usually takes two to three months.'], [
        ['睇樓時留意單位座向、景觀、噪音及滲水痕跡，並向代理索取屋苑近期成交紀錄作比較。', 'When viewing, check the aspect, view, noise and any signs of water seepage, and ask the agent for the estate\'s recent transactions to compare.'],
        ['議價成功後簽署臨時買賣合約，一般支付樓價約3%至5%作臨時訂金。', 'Once a price is agreed, you sign a provisional agreement and usually pay an initial deposit of about 3% to 5% of the price.'],
        ['約14日內由雙方律師準備正式買賣合約，並補足至樓價約10%的加付訂金。', 'Within about 14 days the lawyers prepare the formal agreement, and the deposit is topped up to about 10% of the price.'],
        ['從價印花稅須於簽署買賣協議後30日內繳付；同時應盡早向銀行申請按揭批核。', 'Ad valorem stamp duty is due within 30 days of signing the agreement for sale; apply for mortgage approval early.'],
        ['完成交易當日，律師向賣方支付樓價餘額，買家取得鎖匙並到土地註冊處登記業權。', 'On completion the lawyer pays the balance to the seller, the buyer gets the keys and the title is registered at the Land Registry.'],
      ], ['買樓', 'buying']),
    tip(CAT.buying, 26, ['買樓前要預算的開支', 'Costs to budget for before you buy'],
      ['首期以外，還有印花稅、律師費、代理佣金及按揭相關費用。', 'Besides the down payment there are stamp duty, legal fees, agent commission and mortgage costs.'], [
        ['現時住宅物業最高按揭成數為七成，即首期最少為樓價三成；經按揭保險計劃可借更高成數。', 'The maximum loan-to-value for homes is now 70%, so the down payment is at least 30%; the Mortgage Insurance Programme allows higher ratios.'],
        [`以600萬元物業為例，現行從價印花稅為${num(sd6m)}元。`, `For a HK$6,000,000 flat, ad valorem stamp duty is currently HK$${num(sd6m)}.`],
        ['地產代理佣金按市場慣例一般為樓價1%，但並無法定收費，可與代理商議。', 'Agent commission is customarily 1% of the price, but it is not fixed by law and can be negotiated.'],
        ['另需預留律師費、按揭保險費（如適用）、裝修及搬遷費用。', 'Also set aside legal fees, mortgage insurance premiums where they apply, renovation and moving costs.'],
      ], ['印花稅', 'stamp duty', '首期', 'down payment']),
    tip(CAT.buying, 40, ['睇樓清單：十項必查事項', 'Viewing checklist: ten things to check'],
      ['睇樓時逐項檢查，減少入伙後的麻煩。', 'Check each item when viewing to avoid trouble after moving in.'], [
        ['查看業權：要求代理提供土地查冊，確認業主身份及有否釘契。', 'Title: ask the agent for a land search to confirm the owner and any registered charges or orders.'],
        ['核對面積：以實用面積為準，並比較同屋苑同類單位的呎價。', 'Area: go by saleable area and compare the price per sq ft of similar flats in the estate.'],
        ['檢查窗戶、喉管及天花：留意水漬、發霉及石屎剝落。', 'Windows, pipes and ceilings: look for water stains, mould and spalling concrete.'],
        ['樓齡達30年或以上的樓宇可能須進行強制驗樓，應查問大廈維修計劃及費用。', 'Buildings aged 30 or more may be served mandatory inspection notices; ask about maintenance plans and costs.'],
        ['查問管理費、差餉及地租金額，並了解大廈公契有否限制用途。', 'Ask about management fees, rates and Government rent, and whether the deed of mutual covenant restricts use.'],
      ], ['睇樓', 'viewing']),
    tip(CAT.selling, 33, ['放售物業前的準備', 'Getting ready to sell your flat'],
      ['定價、文件及睇樓安排做得好，有助更快成交。', 'Good pricing, papers and viewing arrangements help you sell faster.'], [
        ['參考屋苑最近六個月同類單位成交呎價訂立叫價，避免叫價過高令放盤滯銷。', 'Set your asking price from the estate\'s last six months of transactions for similar flats; an inflated price makes a listing go stale.'],
        ['準備樓契副本、最近的管理費及差餉單，並確認按揭贖回安排。', 'Prepare copies of the title deeds, recent management fee and rates bills, and arrange the mortgage redemption.'],
        ['委託代理時簽署地產代理協議（表格3），列明佣金及代理權期限。', 'When appointing an agent, sign the estate agency agreement (Form 3) setting out commission and the agency period.'],
        ['業主亦可在港居免費刊登業主盤，直接與買家聯絡。', 'Owners can also list for free on HarbourHome and deal with buyers directly.'],
      ], ['賣樓', 'selling']),
    tip(CAT.selling, 61, ['減價放盤的時機', 'When to cut your asking price'],
      ['放盤一段時間未有出價，可按市況調整叫價。', 'If a listing draws no offers for a while, adjust the price to the market.'], [
        ['留意同屋苑放盤量及成交量：放盤多而成交少，代表買家議價空間較大。', 'Watch listings and deals in your estate: many listings and few deals means buyers have room to bargain.'],
        ['減價幅度一般以3%至5%為一級，並在放盤資料中標示原價及減幅，吸引買家注意。', 'Cuts are usually made in steps of 3% to 5%; showing the original price and the cut on the listing draws buyers\' attention.'],
        ['參考樓價指數走勢，在市況回穩時調整叫價較易成交。', 'Follow the price index: adjusting when the market steadies makes a sale more likely.'],
      ], ['減價', 'price cut']),
    tip(CAT.renting, 18, ['租樓流程及費用', 'Renting a flat: steps and costs'],
      ['由睇樓、簽約到入住，租客要預備按金、上期及印花稅。', 'From viewing to moving in, tenants need a deposit, the first month\'s rent and stamp duty.'], [
        ['住宅租約一般為兩年，即一年生約、一年死約；死約期內雙方不能提早解約。', 'Residential leases are usually two years: one year fixed and one year optional; neither side can end the lease early in the fixed year.'],
        ['簽約時一般支付兩個月租金作按金及一個月上期。', 'On signing, tenants usually pay two months\' rent as a deposit plus the first month in advance.'],
        ['租約須於簽署後30日內加蓋印花；兩年租約的印花稅為平均年租的0.5%，一般由業主與租客平均分擔。', 'A lease must be stamped within 30 days of signing; for a two-year lease the duty is 0.5% of the average yearly rent, usually shared equally by landlord and tenant.'],
        ['代理佣金按慣例為半個月租金，由租客及業主各自支付。', 'Agent commission is customarily half a month\'s rent, paid by tenant and landlord each.'],
      ], ['租樓', 'renting']),
    tip(CAT.renting, 47, ['簽租約前要看清的條款', 'Lease terms to read before signing'],
      ['租金包括甚麼、維修責任誰屬，要在租約寫清楚。', 'Write down in the lease what the rent includes and who repairs what.'], [
        ['確認租金是否包括管理費、差餉及地租，以及水電煤由誰負責。', 'Check whether rent includes management fees, rates and Government rent, and who pays for utilities.'],
        ['列明傢俬電器清單及維修責任，入住時拍照記錄單位狀況。', 'List the furniture and appliances and who repairs them, and photograph the flat\'s condition when you move in.'],
        ['確認業主身份：要求查閱土地查冊，核對業主姓名與身份證明文件。', 'Confirm the landlord: ask for a land search and check the owner\'s name against their ID.'],
        ['了解提早解約條款及通知期，一般為生約期內一至兩個月通知。', 'Know the early-termination clause and notice period, usually one to two months in the optional year.'],
      ], ['租約', 'lease']),
    tip(CAT.renting, 75, ['服務式住宅適合誰？', 'Who are serviced apartments for?'],
      ['短期工作、等候收樓或初到香港，服務式住宅提供彈性租期。', 'For short assignments, waiting for a new flat or newly arrived in Hong Kong, serviced apartments offer flexible leases.'], [
        ['服務式住宅一般一個月起租，租期少於一年，租金包括管理費、差餉、水電及清潔服務。', 'Serviced apartments usually let from one month, for under a year, with management fees, rates, utilities and cleaning included.'],
        ['按呎計租金通常高於一般住宅租盤，但可省卻購置傢俬及簽長約的承擔。', 'Rent per sq ft is usually higher than a standard lease, but you avoid buying furniture and committing to a long lease.'],
        ['簽約前確認最短及最長租期、提早退租安排及額外收費。', 'Before signing, confirm the minimum and maximum lease, early check-out terms and any extra charges.'],
      ], ['服務式住宅', 'serviced apartment']),
  ];
}

/** Encyclopedia articles: stamp duty, property tax and rates, mortgages, areas, school nets, new homes. */
import mortgage from '../../../data/reference/mortgage.json';
import schools from '../../../data/reference/school-nets.json';
import { paras, t } from '../text';
import { CAT } from './categories';
import { stampDuty, TAXES } from './stamp-duty';
import { num, type Article } from './article';
import { blocks, para, type LBlocks } from './blocks';
import { dutyTable } from './duty-table';

const art = (categoryId: number, daysAgo: number, title: [string, string], summary: [string, string], body: [string, string][] | LBlocks, tags: string[]): Article => ({
  kind: 'encyclopedia', categoryId, daysAgo, title: t(...title), summary: t(...summary), body: Array.isArray(body) ? paras(body) : body, tags,
});

export function encyclopediaArticles(): Article[] {
  const ex = [3_800_000, 6_000_000, 8_000_000, 15_000_000, 30_000_000].map((v) => [v, stampDuty(v)] as const);
  const exZh = ex.map(([v, d]) => `${v / 10000}萬元樓價須繳${num(d)}元`).join('；');
  const exEn = ex.map(([v, d]) => `HK$${num(v)} pays HK$${num(d)}`).join('; ');
  const ltv = mortgage.hkmaCountercyclicalMeasures.current;
  const poa = schools.poa.nets.length;
  const sspa = schools.sspa.nets.length;
  return [
    art(CAT.taxes, 20, ['從價印花稅點計？', 'How ad valorem stamp duty is worked out'],
      ['住宅買賣按樓價分級徵收從價印花稅，400萬元或以下只須繳付100元。', 'Home purchases pay ad valorem stamp duty by price band; HK$4,000,000 or less pays just HK$100.'], blocks(
        para(['從價印花稅按物業代價或市值（以較高者為準）計算，適用於買賣協議及轉讓契。', 'Ad valorem stamp duty is charged on the higher of the price and the market value, on the agreement for sale and the assignment.']),
        para(['2024年2月28日起，額外印花稅、買家印花稅及新住宅印花稅已無須繳付，所有住宅買家按同一稅階計算。', 'Since 28 February 2024, Special Stamp Duty, Buyer\'s Stamp Duty and the New Residential Stamp Duty are no longer payable, so all home buyers use the same scale.']),
        para([`按現行稅階：${exZh}。`, `Under the current scale: ${exEn}.`]),
        dutyTable(),
        para(['2026年2月26日起，樓價超過一億元的住宅交易稅率由4.25%提高至6.5%。', 'From 26 February 2026 the rate on homes above HK$100,000,000 rose from 4.25% to 6.5%.']),
        para(['印花稅須於簽署買賣協議後30日內繳付，逾期須繳罰款。', 'Duty is due within 30 days of signing the agreement for sale; late payment incurs penalties.']),
      ), ['印花稅', 'stamp duty']),
    art(CAT.taxes, 55, ['物業稅、差餉及地租', 'Property tax, rates and Government rent'],
      ['出租物業的業主須繳物業稅；所有物業須繳差餉，部分須繳地租。', 'Landlords pay property tax on rent; all properties pay rates, and many pay Government rent.'], [
        [`物業稅以應評稅淨值按標準稅率${TAXES.propertyTax.standardRate * 100}%計算：租金收入減業主繳付的差餉，再減20%的維修及支出免稅額。`, `Property tax is ${TAXES.propertyTax.standardRate * 100}% of net assessable value: rental income less rates paid by the owner, less a 20% statutory allowance for repairs and outgoings.`],
        ['差餉按應課差餉租值的5%徵收；2025年起，應課差餉租值超過55萬元的住宅，超出部分分段按8%及12%計算。', 'Rates are 5% of rateable value; since 2025, the part of a home\'s rateable value above HK$550,000 is charged at 8% and then 12%.'],
        ['新界、新九龍及1985年5月27日或以後批出的土地契約須繳地租，金額為應課差餉租值的3%。', 'Government rent of 3% of rateable value applies in the New Territories, New Kowloon and to leases granted on or after 27 May 1985.'],
        ['差餉及地租由差餉物業估價署每季預先徵收。', 'Rates and Government rent are collected quarterly in advance by the Rating and Valuation Department.'],
      ], ['物業稅', 'property tax', '差餉', 'rates']),
    art(CAT.mortgage, 15, ['按揭成數及供款比率上限', 'Loan-to-value and debt-servicing limits'],
      ['金管局現行規定：住宅按揭最高七成，供款與入息比率上限五成。', 'HKMA rules now cap home loans at 70% of value and repayments at 50% of income.'], [
        [`金管局自2024年10月16日起，所有住宅物業的最高按揭成數為${ltv.maxLtv.allResidential * 100}%，不論樓價、是否自住或首次置業。`, `Since 16 October 2024 the HKMA has capped loan-to-value at ${ltv.maxLtv.allResidential * 100}% for all homes, whatever the price, use or buyer.`],
        [`供款與入息比率上限為${ltv.maxDsr.all * 100}%，即每月供款不得超過月入一半。`, `The debt-servicing ratio cap is ${ltv.maxDsr.all * 100}%: monthly repayments may not exceed half of monthly income.`],
        ['金管局於2024年2月28日暫停壓力測試要求，銀行毋須再假設利率上升兩厘計算供款能力。', 'On 28 February 2024 the HKMA suspended the stress test, so banks no longer assume a two-point rate rise when assessing affordability.'],
        ['銀行仍會按個別情況審批，實際成數可能低於上限。', 'Banks still assess each case, so the ratio offered may be lower than the cap.'],
      ], ['按揭', 'mortgage']),
    art(CAT.mortgage, 44, ['按揭保險計劃：借八成或九成', 'Mortgage insurance: borrowing 80% or 90%'],
      ['透過香港按揭證券公司的按揭保險計劃，可借超過七成。', 'The HKMC Mortgage Insurance Programme lets buyers borrow more than 70%.'], [
        ['按揭保險計劃為銀行承保七成以上的貸款部分，讓自住買家可借最高八成或九成。', 'The programme insures banks for the part of a loan above 70%, so owner-occupiers can borrow up to 80% or 90%.'],
        ['樓價1,000萬元或以下最高可借八成，合資格人士可借九成；樓價越高，可借成數及貸款額上限越低。', 'Up to HK$10,000,000 the maximum is 80%, or 90% for eligible buyers; higher prices carry lower ratios and loan caps.'],
        ['借款人須繳付按揭保險費，可一筆過或分期支付，金額視乎貸款成數及年期。', 'Borrowers pay a premium, in one sum or by instalments, that depends on the loan ratio and term.'],
        ['H按以一個月銀行同業拆息加息差計算並設封頂息率，P按則以銀行最優惠利率減折扣計算。', 'HIBOR-based plans charge one-month HIBOR plus a spread with a cap; Prime-based plans charge the bank\'s Prime rate less a discount.'],
      ], ['按揭保險', 'mortgage insurance']),
    art(CAT.areas, 30, ['實用面積與建築面積有何分別？', 'Saleable area and gross area: the difference'],
      ['買賣及放盤應以實用面積為準，建築面積包括公用地方攤分。', 'Sales and listings go by saleable area; gross area adds a share of the common parts.'], [
        ['實用面積指單位本身的樓面面積，包括露台、工作平台及陽台，但不包括窗台、閣樓、平台、花園、車位、天台等。', 'Saleable area is the floor area of the flat itself, including any balcony, utility platform and verandah, but excluding bay windows, cocklofts, flat roofs, gardens, parking spaces and roofs.'],
        ['建築面積是實用面積加上大堂、走廊、升降機槽及會所等公用地方的攤分，並無單一法定定義。', 'Gross area is saleable area plus a share of lobbies, corridors, lift shafts, clubhouses and other common parts; it has no single statutory definition.'],
        ['實用率為實用面積除以建築面積，不同大廈差異很大，比較呎價時應以實用面積計算。', 'The efficiency ratio is saleable divided by gross area; it varies widely between buildings, so compare prices per saleable sq ft.'],
        ['一手樓自2013年起只可以實用面積宣傳；地產代理放盤亦須列出實用面積。1平方米約等於10.764平方呎。', 'Since 2013 first-hand sales may only quote saleable area, and agents must state it in listings. One square metre is about 10.764 sq ft.'],
      ], ['實用面積', 'saleable area']),
    art(CAT.schools, 38, ['小一及中學校網簡介', 'Primary and secondary school nets explained'],
      [`全港有${poa}個小一學校網及${sspa}個中學校網。`, `Hong Kong has ${poa} Primary One Admission school nets and ${sspa} secondary school nets.`], [
        [`小一入學統籌辦法分自行分配學位及統一派位兩個階段；全港劃分為${poa}個小一校網。`, `Primary One Admission has a discretionary places stage and a central allocation stage; the territory is divided into ${poa} school nets.`],
        ['統一派位甲部不受校網限制，家長可選最多三所學校；乙部按住址所屬校網選校。', 'In central allocation, Part A is not restricted by net and parents may choose up to three schools; Part B is by the net of the home address.'],
        [`中學學位分配辦法則按${sspa}個校網分配，大致與十八區對應。`, `Secondary School Places Allocation uses ${sspa} nets, broadly one for each of the 18 districts.`],
        ['屋苑所屬校網以住址為準，校網邊界以教育局公布為準，買樓前宜向教育局查核。', 'An estate\'s net follows its address; boundaries are set by the Education Bureau, so check with the Bureau before buying.'],
      ], ['校網', 'school net']),
    art(CAT.newHomes, 24, ['看懂新盤售樓說明書及價單', 'Reading a new development\'s brochure and price list'],
      ['一手住宅銷售受《一手住宅物業銷售條例》規管。', 'First-hand home sales are regulated by the Residential Properties (First-hand Sales) Ordinance.'], [
        ['售樓說明書須於開售前最少七日公開，載列單位平面圖、面積、樓宇設施及預計關鍵日期。', 'The sales brochure must be public at least seven days before sales and shows floor plans, areas, facilities and the expected key date.'],
        ['價單須於開售前最少三日公布，列明每個單位的售價、實用面積及呎價，以及付款辦法和折扣。', 'Price lists must be out at least three days before sales, showing each flat\'s price, saleable area and price per sq ft, with payment plans and discounts.'],
        ['簽署臨時買賣合約後五個工作日內，買家可取消交易，但會被沒收樓價5%的臨時訂金。', 'Within five working days of signing a provisional agreement a buyer may cancel, forfeiting the 5% initial deposit.'],
        ['成交紀錄冊須於簽署臨時買賣合約後24小時內更新，買家可據此了解實際成交價。', 'The register of transactions must be updated within 24 hours of a provisional agreement, so buyers can see actual prices.'],
      ], ['新盤', 'new homes', '價單', 'price list']),
    art(CAT.newHomes, 66, ['新盤付款辦法比較', 'Comparing payment plans for new homes'],
      ['即供、建築期付款及發展商按揭各有利弊。', 'Cash, stage payment and developer mortgage plans each have pros and cons.'], [
        ['即供付款（如90日或180日現金付款）折扣最多，但買家須在短期內付清樓價或取得銀行按揭。', 'Cash plans, such as 90- or 180-day payment, carry the biggest discounts but require the price or a bank loan within a short time.'],
        ['建築期付款按工程進度分期付款，餘款於收樓時支付，折扣較少但資金壓力較輕。', 'Stage payment spreads payments over construction with the balance at handover; discounts are smaller but so is the cash strain.'],
        ['發展商二按可補足銀行按揭以外的資金，但息率於優惠期後可能上升，應計算長遠供款。', 'A developer second mortgage tops up the bank loan, but the rate can rise after the offer period, so work out long-term repayments.'],
      ], ['付款辦法', 'payment plan']),
  ];
}

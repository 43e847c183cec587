/** The encyclopedia's glossary of Hong Kong property terms, and the buying steps with links into the site. */
import mortgage from '../../../data/reference/mortgage.json';
import { t } from '../text';
import { blocks, heading, list, para, type Piece } from './blocks';
import { CAT } from './categories';
import type { Article } from './article';

const term = (hk: string, en: string, defHk: string, defEn: string): Piece[] => [[`${hk}：`, `${en}: `], [defHk, defEn]];

export function glossaryArticles(): Article[] {
  const ltv = mortgage.hkmaCountercyclicalMeasures.current;
  return [{
    kind: 'encyclopedia', categoryId: CAT.glossary, daysAgo: 9, tags: ['詞彙', 'glossary'],
    title: t('香港置業常用詞彙', 'A glossary of Hong Kong property terms'),
    summary: t('由臨約、釘契到補地價，一次看懂買賣樓宇常見用語。', 'From the provisional agreement to land premium: the words you meet when buying a home.'),
    body: blocks(
      para(['買賣物業時，代理、律師及銀行常用以下詞彙。', 'Agents, lawyers and banks use these words throughout a purchase.']),
      heading(['買賣合約', 'Contracts']),
      list(false, [
        term('臨時買賣合約（臨約）', 'Provisional agreement (PASP)', '議價成功後簽署，具法律約束力，買家一般支付樓價3%至5%作臨時訂金。', 'Signed once a price is agreed; it is binding, and the buyer usually pays an initial deposit of 3% to 5%.'),
        term('正式買賣合約（正約）', 'Formal agreement for sale and purchase', '由雙方律師擬備，一般於臨約後約14日內簽署，訂金補足至樓價約10%。', 'Drawn up by both lawyers, usually about 14 days after the provisional agreement; the deposit is topped up to about 10%.'),
        term('轉讓契', 'Assignment', '完成交易時簽署，把業權由賣方轉予買方，並於土地註冊處登記。', 'Signed on completion to pass the title to the buyer, and registered at the Land Registry.'),
        term('釘契', 'Encumbrance', '登記在業權上的押記、命令或法律程序，例如屋宇署清拆令；買樓前應查閱土地查冊。', 'A charge, order or action registered against the title, such as a Buildings Department order; check the land search before buying.'),
        term('公契', 'Deed of mutual covenant (DMC)', '規定業主之間權利及責任的契約，例如公用地方的使用及管理費分擔。', 'The deed setting the owners\' rights and duties, such as the use of common parts and the sharing of management fees.'),
      ]),
      heading(['面積', 'Areas']),
      list(false, [
        term('實用面積', 'Saleable area', '單位本身的樓面面積，包括露台及工作平台，不包括窗台及公用地方。', 'The floor area of the flat itself, including balconies and utility platforms, not bay windows or common parts.'),
        term('建築面積', 'Gross floor area', '實用面積加上公用地方的攤分。', 'Saleable area plus a share of the common parts.'),
        term('實用率', 'Efficiency ratio', '實用面積除以建築面積。', 'Saleable area divided by gross area.'),
      ]),
      heading(['按揭', 'Mortgages']),
      list(false, [
        term('按揭成數', 'Loan-to-value ratio', `貸款額佔樓價的比率；金管局現行住宅上限為${ltv.maxLtv.allResidential * 100}%。`, `The loan as a share of the price; the HKMA cap for homes is now ${ltv.maxLtv.allResidential * 100}%.`),
        term('供款與入息比率', 'Debt-servicing ratio', `每月供款佔月入的比率；現行上限為${ltv.maxDsr.all * 100}%。`, `Monthly repayments as a share of monthly income; the cap is now ${ltv.maxDsr.all * 100}%.`),
        term('壓力測試', 'Stress test', '假設利率上升後計算借款人供款能力；金管局於2024年2月28日暫停此要求。', 'A check of repayments at a higher interest rate; the HKMA suspended it on 28 February 2024.'),
        term('銀主盤', 'Mortgagee sale', '借款人斷供後，由銀行收回並出售的物業。', 'A home repossessed and sold by the lender after the borrower defaulted.'),
      ]),
      heading(['其他', 'Other terms']),
      list(false, [
        term('樓花', 'Off-the-plan flat', '大廈落成前出售的一手單位。', 'A new flat sold before the building is completed.'),
        term('居屋', 'Home Ownership Scheme flat', '房屋委員會以折扣價出售的資助房屋。', 'A subsidised flat sold by the Housing Authority at a discount.'),
        term('補地價', 'Land premium', '資助房屋業主在公開市場出售單位前，須向房委會繳付的款項。', 'What the owner of a subsidised flat pays the Housing Authority before selling it on the open market.'),
        term('生約及死約', 'Optional and fixed periods', '住宅租約一般為兩年：首年為死約，雙方不能提早解約；次年為生約。', 'A residential lease is usually two years: the first fixed, with no early ending; the second optional.'),
      ]),
      para(['更多解釋見', 'More in '], { text: ['置業百科', 'the property encyclopedia'], route: 'encyclopedia' }, ['及', ' and the '], { text: ['常見問題', 'FAQ'], route: 'propertyTipsFaq' }, ['。', '.']),
    ),
  }];
}

/** Content categories: news, estate news, property tips, encyclopedia and FAQ. */
import { t } from '../text';
import type { SeedRow } from '../batch';

export const CAT = {
  market: 1, launches: 2, policy: 3, rental: 4, gba: 5,
  estateUpdates: 10,
  buying: 20, renting: 21, selling: 22,
  taxes: 30, mortgage: 31, areas: 32, schools: 33, newHomes: 34, glossary: 35,
  faqBuying: 40, faqRenting: 41, faqAccount: 42,
} as const;

export function categoryRows(): SeedRow[] {
  const c = (id: number, kind: string, zh: string, en: string, sort: number, parent: number | null = null) =>
    ({ id, kind, parent_id: parent, name: t(zh, en), sort });
  return [
    c(CAT.market, 'news', '樓市動態', 'Market', 1),
    c(CAT.launches, 'news', '新盤消息', 'New launches', 2),
    c(CAT.policy, 'news', '政策及按揭', 'Policy and mortgages', 3),
    c(CAT.rental, 'news', '租務市場', 'Rental market', 4),
    c(CAT.gba, 'news', '大灣區', 'Greater Bay Area', 5),
    c(CAT.estateUpdates, 'estate-news', '屋苑動態', 'Estate updates', 1),
    c(CAT.buying, 'tips', '買樓貼士', 'Buying tips', 1),
    c(CAT.renting, 'tips', '租樓貼士', 'Renting tips', 2),
    c(CAT.selling, 'tips', '賣樓貼士', 'Selling tips', 3),
    c(CAT.taxes, 'encyclopedia', '稅項及費用', 'Taxes and fees', 1),
    c(CAT.mortgage, 'encyclopedia', '按揭', 'Mortgages', 2),
    c(CAT.areas, 'encyclopedia', '面積與單位', 'Area and units', 3),
    c(CAT.schools, 'encyclopedia', '校網', 'School nets', 4),
    c(CAT.newHomes, 'encyclopedia', '一手新盤', 'New homes', 5),
    c(CAT.glossary, 'encyclopedia', '置業詞彙', 'Property glossary', 6),
    c(CAT.faqBuying, 'faq', '買賣問題', 'Buying and selling', 1),
    c(CAT.faqRenting, 'faq', '租務問題', 'Renting', 2),
    c(CAT.faqAccount, 'faq', '帳戶及放盤', 'Account and listings', 3),
  ];
}

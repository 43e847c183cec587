/**
 * @jest-environment node
 */
import { i18nReady } from '@portal/shared/i18n';
import { answerApi, deal, GSCOPE, inApp, page, priceIndex, rankItem, renderOnServer } from '../testing';
import MarketDataPage from './market-data-page';

// importing the page registers its messages, which starts loading them into the page i18n: let it finish
afterAll(() => i18nReady());

describe('MarketDataPage on the server', () => {
  it('renders the index chart and table, the ranking, the new deals and the tools, and sends the answers for hydration', async () => {
    answerApi({
      '/DictionaryInfo/GetGscope': GSCOPE,
      '/Market/GetPriceIndex': priceIndex([100, 101.5, 99.25], { regionNameWithCulture: '全港' }),
      '/Deal/SearchDealRank': page([rankItem(1, { estateNameWithCulture: '太古城' })], 1, 1, 10),
      '/Deal/SearchDeal': page([deal(9001, { estateNameWithCulture: '美孚新邨' })], 214, 1, 8),
    }, 'zh-hk');
    const { html, answers } = await renderOnServer(inApp(<MarketDataPage routeName="marketData" params={{}} locale="zh-hk" search="" />, { path: '/market-data', locale: 'zh-hk' }), 'zh-hk');
    expect(html).toContain('<h1>樓市數據</h1>');
    expect(html).toMatch(/<svg[^>]*data-testid="index-chart"[^>]*data-count="3"/);
    expect(html).toContain('<title id="');
    expect(html).toContain('全港樓價指數（1 年）');
    expect(html).toContain('99.25');
    expect(html).toContain('太古城');
    expect(html).toContain('過去一個月登記的買賣成交：214 宗');
    expect(html).toContain('href="/deal/9001"');
    // the tools render on the server too, with their inputs labelled
    expect(html).toContain('按揭計算機');
    expect(html).toContain('每月供款');
    expect(html).toContain('印花稅');
    expect(Object.keys(answers)).toHaveLength(4);
  });
});

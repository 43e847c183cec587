import { getGscope, searchDealRank } from '@portal/shared/endpoints';
import { i18nReady } from '@portal/shared/i18n';
import { render, screen, within } from '@testing-library/react';
import { fakeApi, GSCOPE, inApp, page, rankItem } from '../testing';
import DealRankPage from './deal-rank-page';

const LOADED = { timeout: 10_000 };
const api = fakeApi();

afterAll(() => i18nReady());
jest.setTimeout(30_000);

const view = (search: string, locale: 'en-us' | 'zh-cn' = 'en-us') =>
  render(inApp(<DealRankPage routeName="dealRank" params={{}} locale={locale} search={search} />, { path: `/${locale}/deal-rank${search}`, locale }));

describe('DealRankPage', () => {
  it('ranks the estates of a district, page by page, from the ranks of the page', async () => {
    api.answer(getGscope, GSCOPE);
    api.answer(searchDealRank, { ...page([rankItem(21), rankItem(22)], 45), pageIndex: 2 });
    view('?region=HK&district=HK-WC&months=6&order=DealMaxPrice&page=2');
    const rows = await screen.findAllByTestId('rank-row', {}, LOADED);
    expect(within(rows[0]!).getAllByRole('cell')[0]).toHaveTextContent('21');
    expect(api.requests(searchDealRank)[0]!.body).toEqual({ months: 6, order: 'DealMaxPrice', regionCode: 'HK', zoneCode: 'HK-WC', pageIndex: 2, pageCount: 20 });
    const districts = within(await screen.findByTestId('rank-districts', {}, LOADED));
    expect(districts.getByRole('link', { name: 'Wan Chai' })).toHaveAttribute('aria-current', 'true');
    expect(districts.getByRole('link', { name: 'All districts' })).toHaveAttribute('href', '/en-us/deal-rank?region=HK&months=6&order=DealMaxPrice');
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/en-us/deal-rank?region=HK&district=HK-WC&months=6&order=DealMaxPrice&page=3');
  });

  it('in Simplified Chinese, with no district list until a region is chosen', async () => {
    api.answer(getGscope, GSCOPE);
    api.answer(searchDealRank, page([rankItem(1)], 1));
    view('', 'zh-cn');
    expect(screen.getByRole('heading', { level: 1, name: '成交排行' })).toBeInTheDocument();
    expect(await screen.findByText('过去 1 个月有买卖成交的屋苑：1 个', {}, LOADED)).toBeInTheDocument();
    expect(screen.queryByTestId('rank-districts')).not.toBeInTheDocument();
  });
});

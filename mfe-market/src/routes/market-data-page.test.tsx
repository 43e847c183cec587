import { i18nReady } from '@portal/shared/i18n';
import { getGscope, getPriceIndex, searchDeal, searchDealRank } from '@portal/shared/endpoints';
import { render, screen, within } from '@testing-library/react';
import { deal, fakeApi, failure, GSCOPE, inApp, page, priceIndex, rankItem } from '../testing';
import MarketDataPage from './market-data-page';

// the first answer waits for its contract to load (answers are checked against it): allow for a busy machine
const LOADED = { timeout: 10_000 };
const api = fakeApi();

afterAll(() => i18nReady());
// several calls or form submissions a test: allow for a busy machine
jest.setTimeout(30_000);

function answerAll(index: ReturnType<typeof priceIndex> | ReturnType<typeof failure> = priceIndex([100, 102.5, 101.25, 103])) {
  api.answer(getGscope, GSCOPE);
  api.answer(getPriceIndex, index);
  api.answer(searchDealRank, page([rankItem(1, { estateNameWithCulture: 'Taikoo Shing' }), rankItem(2)], 37, 1, 10));
  api.answer(searchDeal, page([deal(9001), deal(9002, { estateNameWithCulture: 'Mei Foo Sun Chuen' })], 214, 1, 8));
}

const view = (search = '') => render(inApp(<MarketDataPage routeName="marketData" params={{}} locale="en-us" search={search} />, { path: `/en-us/market-data${search}` }));

describe('MarketDataPage', () => {
  it('charts the index with a table of the same weeks, and asks for the period and series of the URL', async () => {
    answerAll();
    view('?period=3y&series=KLN');
    const chart = await screen.findByTestId('index-chart', {}, LOADED);
    const rows = within(screen.getByTestId('index-table')).getAllByRole('row').slice(1);
    expect(chart).toHaveAttribute('data-count', String(rows.length));
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['103.00', '101.25', '102.50', '100.00']);
    expect(chart).toHaveAttribute('data-last-value', '103');
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent(chart.getAttribute('data-last-week')!);
    expect(screen.getByRole('img', { name: /All Hong Kong price index, 3 years/ })).toBe(chart);
    expect(api.requests(getPriceIndex)[0]!.query).toMatchObject({ period: '3y', regionCode: 'KLN' });
    const periods = within(screen.getByTestId('index-periods'));
    expect(periods.getByRole('link', { name: '3 years' })).toHaveAttribute('aria-current', 'true');
    expect(periods.getByRole('link', { name: '1 year' })).toHaveAttribute('href', '/en-us/market-data?series=KLN');
    expect(within(screen.getByTestId('index-series')).getByRole('link', { name: 'Kowloon' })).toHaveAttribute('aria-current', 'true');
    expect(within(screen.getByTestId('index-latest')).getByText('+7.66%')).toBeInTheDocument();
  });

  it('ranks estates and lists the new deals with their count, each deal linking to its page', async () => {
    answerAll();
    view('?months=3&order=PriceChangeDesc&region=HK');
    expect(await screen.findByRole('link', { name: 'Taikoo Shing' }, LOADED)).toHaveAttribute('href', '/en-us/estate-1');
    expect(api.requests(searchDealRank)[0]!.body).toEqual({ months: 3, order: 'PriceChangeDesc', regionCode: 'HK', pageIndex: 1, pageCount: 10 });
    expect(within(screen.getByTestId('rank-orders')).getByRole('link', { name: 'Biggest rise' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByTestId('new-deals-count')).toHaveTextContent('Sale deals recorded in the past month: 214');
    expect(within(screen.getByTestId('new-deals')).getByRole('link', { name: /Mei Foo Sun Chuen/ })).toHaveAttribute('href', '/en-us/deal/9002');
    expect(api.requests(searchDeal)[0]!.body).toEqual({ rentalType: 1, months: 1, pageIndex: 1, pageCount: 8 });
  });

  it('shows the tools with labelled inputs', async () => {
    answerAll();
    view();
    expect(await screen.findByRole('heading', { name: 'Mortgage calculator' }, LOADED)).toBeInTheDocument();
    expect(screen.getAllByLabelText('Price (HK$)')).toHaveLength(2);
    expect(screen.getByLabelText('Price or value (HK$)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Instant valuation' })).toBeInTheDocument();
  });

  it('says so when the index cannot be loaded, and keeps the rest of the page', async () => {
    answerAll(failure(500, 'Server error'));
    view();
    expect(await screen.findByRole('heading', { name: 'The price index could not be loaded' }, LOADED)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Taikoo Shing' }, LOADED)).toBeInTheDocument();
  });

  it('says when a series has no index yet', async () => {
    answerAll(priceIndex([], { latest: null }));
    view();
    expect(await screen.findByRole('heading', { name: 'No index yet' }, LOADED)).toBeInTheDocument();
  });
});

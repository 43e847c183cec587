import { searchDeal } from '@portal/shared/endpoints';
import { i18nReady } from '@portal/shared/i18n';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { regionsOf } from '../../../lib/regions';
import { deal, fakeApi, GSCOPE, inApp, page } from '../../../testing';
import { dealFiltersOf } from '../deal-filters';
import { DealSearch } from './deal-search';

const LOADED = { timeout: 10_000 };
const api = fakeApi();
const { regions } = regionsOf(GSCOPE);

afterAll(() => i18nReady());
jest.setTimeout(30_000);

const view = (search: string) =>
  render(inApp(<DealSearch locale="en-us" filters={dealFiltersOf(search)} regions={regions} />, { path: `/en-us/latestTrans/index${search}` }));

describe('DealSearch', () => {
  it('asks for the deals of the URL filters, lists them with links to their deal pages, and pages them', async () => {
    api.answer(searchDeal, { ...page([deal(9001), deal(9002, { estateNameWithCulture: 'Mei Foo Sun Chuen', floor: null, flat: null, buildingNameWithCulture: null })], 45), pageIndex: 2 });
    view('?region=KLN&estate=mei&min=5000000&from=2026-01-01&page=2');
    const rows = await screen.findAllByTestId('deal-row', {}, LOADED);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link')).toHaveAttribute('href', '/en-us/deal/9001');
    expect(within(rows[0]!).getByRole('link')).toHaveTextContent('Taikoo Shing · Block 3 12/F B');
    expect(within(rows[1]!).getByRole('link', { name: 'Mei Foo Sun Chuen' })).toHaveAttribute('href', '/en-us/deal/9002');
    expect(screen.getByTestId('deals-total')).toHaveTextContent('Deals found: 45');
    expect(api.requests(searchDeal)[0]!.body).toEqual({ rentalType: 1, regionCode: 'KLN', keywords: 'mei', minPrice: 5_000_000, dateFrom: '2026-01-01', pageIndex: 2, pageCount: 20 });
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/en-us/latestTrans/index?region=KLN&estate=mei&min=5000000&from=2026-01-01&page=3');
    // the district list holds the chosen region's districts
    expect(within(screen.getByLabelText('District')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Any', 'Yau Tsim Mong']);
  });

  it("keeps the shown page's caption, marked busy, while the next page loads", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => { release = resolve; });
    api.answer(searchDeal, async (request) => {
      const pageIndex = (request.body as { pageIndex: number }).pageIndex;
      if (pageIndex === 2) await held;
      return { ...page([deal(9000 + pageIndex)], 45), pageIndex };
    });
    const { rerender } = view('?page=1');
    expect(await screen.findByText('Transactions, page 1 of 3', {}, LOADED)).toBeInTheDocument();
    rerender(inApp(<DealSearch locale="en-us" filters={dealFiltersOf('?page=2')} regions={regions} />, { path: '/en-us/latestTrans/index?page=2' }));
    // page 1's rows are still on screen: the caption names them, and the list says it is busy
    expect(screen.getByText('Transactions, page 1 of 3')).toBeInTheDocument();
    expect(screen.getByTestId('deal-search')).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await screen.findByText('Transactions, page 2 of 3', {}, LOADED)).toBeInTheDocument();
    expect(screen.getByTestId('deal-search')).toHaveAttribute('aria-busy', 'false');
    expect(within(screen.getByTestId('deal-row')).getByRole('link')).toHaveAttribute('href', '/en-us/deal/9002');
  });

  it('puts the filled filters in the URL, from page 1', async () => {
    api.answer(searchDeal, page([deal(9001)], 1));
    view('?page=4');
    await screen.findAllByTestId('deal-row', {}, LOADED);
    await userEvent.type(screen.getByLabelText('Estate'), 'Taikoo');
    await userEvent.type(screen.getByLabelText('Price up to (HK$)'), '9000000');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/en-us/latestTrans/index?estate=Taikoo&max=9000000');
  });

  it('says when no deal matches', async () => {
    api.answer(searchDeal, page([], 0));
    view('?max=1');
    expect(await screen.findByRole('heading', { name: 'No transactions' }, LOADED)).toBeInTheDocument();
  });
});

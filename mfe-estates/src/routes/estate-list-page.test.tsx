import { getAllSubwayline, getGscope, getSchoolNetGscope, searchDictionaryInfo, searchEstate } from '@portal/shared/endpoints';
import { i18nReady } from '@portal/shared/i18n';
import { setRemoteLoader, type MapSearchProps } from '@portal/shared/mf';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AGE_BANDS, GSCOPE, LINES, PRICE_BANDS, SCHOOL_NETS, estateItem, estatePage, fakeApi, failure, inApp, type Answer,
} from '../testing';
import EstateListPage from './estate-list-page';

const api = fakeApi();
// the first answer waits for its contract to load (answers are checked against it): allow for a busy machine
const LOADED = { timeout: 10_000 };
// the first test of a file also waits for the contracts to load: more than jest's 5 s on a busy machine
const FIRST = 20_000;

afterAll(() => i18nReady());
afterEach(() => setRemoteLoader(undefined));

function answer(result: Answer<typeof searchEstate>) {
  api.answer(getGscope, GSCOPE);
  api.answer(getAllSubwayline, LINES);
  api.answer(getSchoolNetGscope, SCHOOL_NETS as never);
  api.answer(searchDictionaryInfo, (r) => (r.query.itemName === 'BuildingAge' ? AGE_BANDS : PRICE_BANDS) as never);
  api.answer(searchEstate, result);
}

const page = (filter?: string, search = '', locale: 'en-us' | 'zh-hk' = 'en-us') => {
  const path = `${locale === 'en-us' ? '/en-us' : ''}/estate${filter ? `/${filter}/` : ''}`;
  return render(inApp(<EstateListPage routeName="estateList" params={filter ? { filter } : {}} locale={locale} search={search} />, { path, locale }));
};

describe('EstateListPage', () => {
  it('searches with the URL filter (bands once their dictionaries are in) and links each estate to its page', async () => {
    answer(estatePage([estateItem(7, 'Taikoo Shing <b>'), estateItem(8, 'Kornhill', { avgDealPrice: null })], 45, 2));
    page('d3hma1hk03u4g2', '?key=tai');
    const cards = await screen.findAllByTestId('estate-card', {}, LOADED);
    expect(within(cards[0]!).getByRole('heading')).toHaveTextContent('Taikoo Shing <b>');
    expect(within(cards[0]!).getByRole('link')).toHaveAttribute('href', '/en-us/estate-7');
    expect(within(cards[0]!).getByText('Average deal $15,820/ft²')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('No recent deals')).toBeInTheDocument();
    expect(screen.getByTestId('estate-total')).toHaveTextContent('45 estates');
    expect(api.requests(searchEstate).map((r) => r.body)).toEqual([{
      pageIndex: 2, pageCount: 20, order: 'DealAvgPriceDesc', keywords: 'tai', regionCode: 'HK', zoneCode: 'HK-EA', priceCode: '15000-20000',
    }]);
    const pages = screen.getByRole('navigation', { name: /pag/i });
    expect(within(pages).getByRole('link', { name: /3/ })).toHaveAttribute('href', '/en-us/estate/d3hma1hk03u4g3/?key=tai');
  }, FIRST);

  it('shows the chosen filters as chips that link to the list without them', async () => {
    answer(estatePage([estateItem(7, 'Taikoo Shing')]));
    page('hk03nhk14m1', '?key=tai');
    await screen.findByRole('link', { name: 'Remove the filter School Net 14 (Eastern)' }, LOADED);
    await screen.findByRole('link', { name: 'Remove the filter Eastern' }, LOADED);
    const chips = screen.getAllByTestId('estate-chip');
    expect(chips.map((c) => c.textContent)).toEqual(['Eastern ×', 'School Net 14 (Eastern) ×', 'Keyword: tai ×']);
    expect(chips[0]).toHaveAttribute('href', '/en-us/estate/nhk14m1/?key=tai');
    expect(screen.getByRole('link', { name: 'Clear all filters' })).toHaveAttribute('href', '/en-us/estate');
  });

  it('applies the filter form and the sort through the URL, back on page 1', async () => {
    answer(estatePage([estateItem(7, 'Taikoo Shing')], 60));
    page(undefined, '');
    await screen.findAllByTestId('estate-card', {}, LOADED);
    await screen.findByRole('option', { name: 'Eastern' }, LOADED);
    await userEvent.selectOptions(screen.getByLabelText('District'), 'Eastern');
    await userEvent.selectOptions(screen.getByLabelText('Average deal $/ft²'), '$8,000 - $10,000');
    await userEvent.click(screen.getByTestId('estate-filter-apply'));
    expect(screen.getByTestId('location')).toHaveTextContent('/en-us/estate/d2hk03/');
    await userEvent.selectOptions(screen.getByTestId('estate-sort'), 'DealCountDesc');
    // the page was opened on the plain list: its sort is that list sorted
    expect(screen.getByTestId('location')).toHaveTextContent('/en-us/estate/u2/');
  });

  it("shows the page's estates on the listings remote's map with the map view", async () => {
    const Map = ({ listings }: MapSearchProps) => <ul aria-label="map">{listings.map((l) => <li key={l.id}>{`${l.title} ${l.href}`}</li>)}</ul>;
    const load = jest.fn().mockResolvedValue({ default: Map });
    setRemoteLoader(load);
    answer(estatePage([estateItem(7, 'Taikoo Shing'), estateItem(8, 'Kornhill')]));
    page();
    await screen.findAllByTestId('estate-card', {}, LOADED);
    expect(screen.queryByRole('list', { name: 'map' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Map' }));
    const map = await screen.findByRole('list', { name: 'map' }, LOADED);
    expect(within(map).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Taikoo Shing /en-us/estate-7', 'Kornhill /en-us/estate-8']);
    expect(load).toHaveBeenCalledWith('listings', 'MapSearch');
    expect(screen.getByRole('button', { name: 'Map' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says when nothing matches, with a way back to every estate', async () => {
    answer(estatePage([]));
    page('hk18', '', 'zh-hk');
    expect(await screen.findByRole('heading', { name: '沒有符合條件的屋苑' }, LOADED)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: '清除所有條件' }).at(-1)).toHaveAttribute('href', '/estate');
  });

  it('shows the error with a retry', async () => {
    answer(failure(500, 'Server error'));
    page();
    expect(await screen.findByRole('heading', { name: 'The estates could not be loaded' }, LOADED)).toBeInTheDocument();
    api.answer(searchEstate, estatePage([estateItem(9, 'Kornhill')]));
    await userEvent.click(screen.getByRole('button', { name: /retry|try again/i }));
    expect(await screen.findByText('Kornhill', {}, LOADED)).toBeInTheDocument();
  });

  it('says so when the filter segment cannot be read', () => {
    answer(estatePage([]));
    page('zz!');
    expect(screen.getByRole('heading', { name: 'This filter could not be read' })).toBeInTheDocument();
  });
});

import { getAllSubwayline, searchProperty } from '@portal/shared/endpoints';
import type { PropertyListItem } from '@portal/shared/contracts';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { fakeApi, failure, fixture, inApp, itemOf, networkError, pageOf, type Answer, type TestLocale } from '../testing';
import AroundPage from './around-page';

const api = fakeApi();

const LINES = fixture(getAllSubwayline, [
  {
    lineID: 1, code: 'TWL', nameWithCulture: 'Tsuen Wan Line', color: '#e2231a',
    stations: [
      { stationID: 70, code: 'ADM', nameWithCulture: 'Admiralty', lat: 22.2795, lng: 114.1645, seq: 1 },
      { stationID: 71, code: 'TST', nameWithCulture: 'Tsim Sha Tsui', lat: 22.2972, lng: 114.1722, seq: 2 },
    ],
  },
  {
    lineID: 2, code: 'ISL', nameWithCulture: 'Island Line', color: '#0860a8',
    stations: [
      { stationID: 70, code: 'ADM', nameWithCulture: 'Admiralty', lat: 22.2795, lng: 114.1645, seq: 5 },
      { stationID: 80, code: 'CAB', nameWithCulture: 'Causeway Bay', lat: 22.2803, lng: 114.1841, seq: 7 },
    ],
  },
]);

const card = (id: string, title: string, rentalType: 1 | 2): PropertyListItem => itemOf(searchProperty, {
  propertyID: id, titleWithCulture: title, rentalType, rentalTypeWithCulture: rentalType === 1 ? 'For sale' : 'For rent',
  price: rentalType === 1 ? 6_800_000 : 18_000, salePrice: rentalType === 1 ? 6_800_000 : null, rentPrice: rentalType === 1 ? null : 18_000,
  saleableArea: 420, roomNumberWithCulture: '2 rooms', regionNameWithCulture: 'Kowloon', gscopeNameWithCulture: 'Yau Tsim Mong',
  estateNameWithCulture: null, companyNameWithCulture: null, saleableAvgPrice: null, updateTime: '2026-01-01T00:00:00Z',
});
const page = (items: PropertyListItem[], total?: number) => pageOf(searchProperty, items, total);

type Search = { rentalType: number };
type Searched = Exclude<Answer<typeof searchProperty>, (...args: never[]) => unknown>;
function answer(
  search: (body: Search) => Searched | Promise<Searched> = (body) =>
    body.rentalType === 1 ? page([card('S1', 'Harbour view flat', 1), card('S2', 'Quiet two-room flat', 1)], 31) : page([card('R1', 'Flat to let by the park', 2)], 1),
  lines: Answer<typeof getAllSubwayline> = LINES,
) {
  api.answer(getAllSubwayline, lines);
  api.answer(searchProperty, (request) => search(request.body as Search));
}
const searches = () => api.requests(searchProperty).map((r) => r.body);

/** The page as the shell gives it its props: the query of the current location. */
function Routed() {
  const location = useLocation();
  const locale = (location.pathname.split('/')[1] === 'en-us' ? 'en-us' : location.pathname.startsWith('/zh-cn') ? 'zh-cn' : 'zh-hk') as TestLocale;
  return <AroundPage routeName="around" params={{}} locale={locale} search={location.search} />;
}
const show = (path: string, locale: TestLocale = 'en-us') => render(inApp(<Routed />, { path, locale }));
const location = () => screen.getByTestId('location').textContent;

const geolocation = { getCurrentPosition: jest.fn() };
beforeEach(() => {
  geolocation.getCurrentPosition.mockReset();
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
});

describe('AroundPage', () => {
  it('asks for a place first, then keeps the picked station in the URL and lists the sale listings near it', async () => {
    answer();
    show('/en-us/around');
    expect(await screen.findByTestId('around-prompt')).toHaveTextContent('Choose a station or use your location');
    expect(searches()).toHaveLength(0);
    await userEvent.selectOptions(await screen.findByLabelText('MTR line'), 'Island Line');
    await userEvent.selectOptions(screen.getByLabelText('Station'), 'Causeway Bay');
    expect(location()).toBe('/en-us/around?station=80');
    expect(await screen.findByRole('heading', { name: 'Listings near Causeway Bay' })).toBeInTheDocument();
    expect(await screen.findByTestId('around-total')).toHaveTextContent('31 flats for sale near Causeway Bay');
    expect(screen.getAllByTestId('listing-card')).toHaveLength(2);
    expect(screen.getByRole('tab', { name: 'For sale (31)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('MTR line')).toHaveValue('2');
    // the full search's filter: subway tab, the line it was picked on, the station
    expect(searches()).toContainEqual(expect.objectContaining({ rentalType: 1, LineId: 2, StationIds: [80], pageCount: 12, pageIndex: 1 }));
    expect(screen.getByTestId('around-see-all')).toHaveAttribute('href', '/en-us/buy/zl2zs80z1/');
    expect(screen.getByTestId('around-see-all')).toHaveTextContent('See all in the full search');
  });

  it('reloads to the same state from the URL: station and rent tab; the tab switch rewrites the URL', async () => {
    answer();
    show('/en-us/around?station=71&tab=rent');
    expect(await screen.findByTestId('around-total')).toHaveTextContent('1 flat for rent near Tsim Sha Tsui');
    expect(screen.getByText('Flat to let by the park')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'For rent (1)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Station')).toHaveValue('71');
    expect(screen.getByTestId('around-see-all')).toHaveAttribute('href', '/en-us/rent/zl1zs71z1/');
    screen.getByRole('tab', { name: 'For rent (1)' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(location()).toBe('/en-us/around?station=71');
    expect(await screen.findByText('Harbour view flat')).toBeInTheDocument();
    expect(screen.getByTestId('around-see-all')).toHaveAttribute('href', '/en-us/buy/zl1zs71z1/');
  });

  it('use my location: picks the nearest station and says how far it is', async () => {
    answer();
    geolocation.getCurrentPosition.mockImplementation((ok: PositionCallback) => ok({ coords: { latitude: 22.2815, longitude: 114.183 } } as GeolocationPosition));
    show('/en-us/around?tab=rent');
    await userEvent.click(await screen.findByRole('button', { name: 'Use my location' }));
    expect(location()).toBe('/en-us/around?station=80&tab=rent');
    expect(await screen.findByTestId('around-located')).toHaveTextContent(/The station nearest to you is Causeway Bay, about \d+ m away/);
    expect(await screen.findByTestId('around-total')).toHaveTextContent('near Causeway Bay');
  });

  it('use my location refused: a clear message, and the station picker stays usable', async () => {
    answer();
    geolocation.getCurrentPosition.mockImplementation((_ok: PositionCallback, fail: PositionErrorCallback) =>
      fail({ code: 1, message: 'User denied Geolocation', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError));
    show('/en-us/around');
    await userEvent.click(await screen.findByRole('button', { name: 'Use my location' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Location access was refused');
    expect(location()).toBe('/en-us/around');
    await userEvent.selectOptions(screen.getByLabelText('Station'), 'Tsim Sha Tsui');
    expect(location()).toBe('/en-us/around?station=71');
  });

  it('use my location unavailable or unsupported: says so in the page language', async () => {
    answer();
    geolocation.getCurrentPosition.mockImplementation((_ok: PositionCallback, fail: PositionErrorCallback) => fail({ code: 3 } as GeolocationPositionError));
    const { unmount } = show('/around', 'zh-hk');
    await userEvent.click(await screen.findByRole('button', { name: '使用我的位置' }));
    expect(screen.getByRole('alert')).toHaveTextContent('暫時未能取得你的位置');
    unmount();
    Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true });
    show('/zh-cn/around', 'zh-cn');
    await userEvent.click(await screen.findByRole('button', { name: '使用我的位置' }));
    expect(screen.getByRole('alert')).toHaveTextContent('此浏览器无法提供你的位置');
  });

  it('shows the empty state of a tab with nothing nearby, with a way to all listings', async () => {
    answer((body) => page(body.rentalType === 1 ? [] : [card('R1', 'Flat to let', 2)]));
    show('/en-us/around?station=70');
    const empty = await screen.findByTestId('around-empty');
    expect(within(empty).getByRole('heading', { name: 'No flats for sale near Admiralty right now' })).toBeInTheDocument();
    expect(within(empty).getByRole('link', { name: 'Browse all flats for sale' })).toHaveAttribute('href', '/en-us/buy');
    expect(screen.queryByTestId('around-see-all')).toBeNull();
  });

  it('shows a failed search with a retry, and loading skeletons before the answer', async () => {
    let fail = true;
    let release: (answer: Searched) => void = () => undefined;
    answer((body) => {
      if (body.rentalType === 2) return new Promise<Searched>((resolve) => { release = resolve; });
      return fail ? networkError() : page([card('S9', 'Back again', 1)]);
    });
    show('/en-us/around?station=70');
    expect(await screen.findByRole('alert')).toHaveTextContent('Listings near this station could not be loaded');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /try again|retry/i }));
    expect(await screen.findByText('Back again')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'For rent' }));
    expect(screen.getByTestId('listing-skeleton')).toBeInTheDocument();
    await act(async () => release(page([card('R2', 'Late flat', 2)])));
    expect(await screen.findByText('Late flat')).toBeInTheDocument();
  });

  it('says so when the station of the URL does not exist', async () => {
    answer();
    show('/en-us/around?station=999');
    expect(await screen.findByTestId('around-unknown-station')).toHaveTextContent('This station could not be found');
    expect(searches()).toHaveLength(0);
  });

  it('the MTR stations failing to load shows an error with a retry', async () => {
    answer(() => page([]), failure(500, 'mtrGscope error'));
    show('/en-us/around?station=70');
    expect(await screen.findByRole('alert')).toHaveTextContent('MTR stations could not be loaded');
    answer();
    await userEvent.click(screen.getByRole('button', { name: /try again|retry/i }));
    expect(await screen.findByTestId('around-total')).toHaveTextContent('near Admiralty');
  });

  it('renders station names and listing titles as text', async () => {
    const line = LINES[0]!;
    answer(() => page([card('S1', '<b>bold</b>', 1)]), fixture(getAllSubwayline, [{ ...line, stations: [{ ...line.stations[0]!, nameWithCulture: '<img src=x onerror=alert(1)>' }] }]));
    show('/en-us/around?station=70');
    expect(await screen.findByText('<b>bold</b>')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Listings near <img src=x onerror=alert(1)>' })).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('speaks zh-hk and zh-cn', async () => {
    answer();
    const { unmount } = show('/around?station=71', 'zh-hk');
    expect(await screen.findByRole('heading', { name: '附近樓盤' })).toBeInTheDocument();
    expect(await screen.findByTestId('around-total')).toHaveTextContent('Tsim Sha Tsui附近共 31 個放售樓盤');
    expect(screen.getByTestId('around-see-all')).toHaveAttribute('href', '/buy/zl1zs71z1/');
    unmount();
    show('/zh-cn/around?station=71', 'zh-cn');
    expect(await screen.findByRole('heading', { name: '附近楼盘' })).toBeInTheDocument();
    expect(await screen.findByTestId('around-total')).toHaveTextContent('Tsim Sha Tsui附近共 31 个出售楼盘');
  });
});

import {
  getEstate, getEstateDealByEsateId, getEstateDemographicById, getEstateRoomTypeList, getPhaseBuilding, getBuildingRoomDealInfo, searchDeveloperResponses, searchProperty,
} from '@portal/shared/endpoints';
import { i18nReady } from '@portal/shared/i18n';
import { getHistory } from '@portal/shared/storage';
import { render, screen, within } from '@testing-library/react';
import { ESTATE, deal, dealPage, fakeApi, failure, inApp, roomTypeList } from '../testing';
import EstateDetailPage from './estate-detail-page';

const api = fakeApi();
const LOADED = { timeout: 10_000 };
// the first test of a file also waits for the contracts to load: more than jest's 5 s on a busy machine
const FIRST = 20_000;

afterAll(() => i18nReady());

const page = (search = '', locale: 'en-us' | 'zh-hk' = 'en-us') =>
  render(inApp(<EstateDetailPage routeName="estateDetail" params={{ propertyId: '7' }} locale={locale} search={search} />, { path: `${locale === 'en-us' ? '/en-us' : ''}/estate-7${search}`, locale }));

beforeEach(() => {
  api.answer(getEstate, ESTATE);
  api.answer(searchProperty, { items: [], total: 0, pageIndex: 1, pageCount: 4 });
  api.answer(getEstateDemographicById, failure(500, 'no'));
  api.answer(getEstateRoomTypeList, roomTypeList());
  api.answer(searchDeveloperResponses, [{ developerID: 3, shortNameWithCulture: 'Swire', nameWithCulture: 'Swire Properties', estateCount: 12 }]);
});

describe('EstateDetailPage', () => {
  it('shows the estate, its facts and listing links, the ten tabs as links, and the introduction; records the visit', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    page();
    expect(await screen.findByRole('heading', { level: 1, name: 'Taikoo Shing' }, LOADED)).toBeInTheDocument();
    expect(api.requests(getEstate)[0]!.query).toMatchObject({ estateId: '7', isNeedDetail: 'true' });
    expect(within(screen.getByTestId('estate-facts')).getByText('$15,820/ft²')).toBeInTheDocument();
    expect(screen.getByTestId('estate-sale-link')).toHaveAttribute('href', '/en-us/buy/e7/');
    expect(screen.getByTestId('estate-rent-link')).toHaveAttribute('href', '/en-us/rent/e7/');
    expect(screen.getByTestId('estate-map-link')).toHaveAttribute('href', '/en-us/estate-map/7');
    const tabs = within(screen.getByRole('navigation', { name: 'Estate sections' })).getAllByRole('link');
    expect(tabs.map((a) => a.textContent)).toEqual([
      'Introduction', 'Agents', 'Aerial & VR', 'Price trend', 'Transactions', 'Historical transactions', 'Surroundings', 'Nearby estates', 'News', 'FAQ',
    ]);
    expect(tabs[4]).toHaveAttribute('href', '/en-us/estate-7?tab=deals');
    expect(tabs[0]).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('A large estate beside Tai Koo station.')).toBeInTheDocument();
    expect(screen.getByText('Tai Koo (220 m)')).toBeInTheDocument();
    expect(await screen.findByText('Swire Properties (12 estates)', {}, LOADED)).toBeInTheDocument();
    expect(api.requests(searchDeveloperResponses)[0]!.body).toEqual({ developerIds: [3] });
    expect(await screen.findAllByText('No flat of this kind is listed in the estate now.', {}, LOADED)).toHaveLength(2);
    expect(api.requests(searchProperty).map((r) => r.body)).toEqual(expect.arrayContaining([expect.objectContaining({ estateIds: [7], rentalType: 2 })]));
    // the layouts open their pages, and the sale overview is linked from the header
    const layouts = await screen.findAllByTestId('room-type-card', {}, LOADED);
    expect(layouts.map((c) => c.textContent)).toEqual([
      'Flat A702 sq. ft · 3 bedrooms · 1830 flats41 sales in 12 months · Deals $16,100/ft²3 for sale · 2 for rent',
      'Flat B588 sq. ft · 2 bedrooms · 1830 flats41 sales in 12 months · Deals $16,100/ft²3 for sale · 2 for rent',
    ]);
    expect(within(layouts[1]!).getByRole('link', { name: 'Flat B' })).toHaveAttribute('href', '/en-us/room-type-detail/B7');
    expect(api.requests(getEstateRoomTypeList)[0]!.query).toMatchObject({ estateId: '7' });
    expect(within(screen.getByTestId('estate-listings-buy')).getByTestId('estate-sale-detail-link')).toHaveAttribute('href', '/en-us/estate-sale-detail?id=7');
    expect(within(screen.getByTestId('estate-listings-rent')).queryByTestId('estate-sale-detail-link')).toBeNull();
    expect(screen.getByTestId('estate-sale-overview-link')).toHaveAttribute('href', '/en-us/estate-sale-detail?id=7');
    expect(getHistory('estate').map((e) => e.id)).toEqual(['7']);
    warn.mockRestore();
  }, FIRST);

  it('draws the price trend by month with the same figures in a table, and links the periods', async () => {
    page('?tab=trend&period=6m');
    const trend = await screen.findByTestId('price-trend', {}, LOADED);
    expect(within(trend).getByRole('img')).toHaveAccessibleName('Average deal price per saleable square foot by month, 2026-08 to 2026-10');
    expect(within(trend).getByTestId('trend-change')).toHaveTextContent('+2.7% over the period');
    const rows = within(trend).getAllByRole('row').slice(1).map((r) => r.textContent);
    expect(rows).toEqual(['2026-10$15,820/ft²12', '2026-09$15,600/ft²11', '2026-08$15,400/ft²9']);
    expect(within(trend).getByRole('link', { name: '5 years' })).toHaveAttribute('href', '/en-us/estate-7?tab=trend&period=5y');
    expect(within(trend).getByRole('link', { name: '6 months' })).toHaveAttribute('aria-current', 'true');
  });

  it('lists every deal page by page with the previous sale of the flat and its gain or loss, and the flats of a block', async () => {
    api.answer(getEstateDealByEsateId, dealPage([deal(501), deal(502, { previousPrice: null, previousDate: null, changePct: null }), deal(503, { changePct: -8.25 })], 61, 2));
    api.answer(getPhaseBuilding, [{ phaseID: 1, nameWithCulture: 'Phase 1', buildings: [{ buildingID: 3, buildingCode: 'TKS-3', nameWithCulture: 'Block 3', floors: 30, flatsPerFloor: 8 }] }]);
    api.answer(getBuildingRoomDealInfo, { buildingID: 3, buildingCode: 'TKS-3', nameWithCulture: 'Block 3', floors: 30, flatsPerFloor: 8, units: [
      { floor: 12, flat: 'B', dealCount: 2, lastDealDate: '2026-10-14', lastPrice: 9_300_000, lastPricePerSqft: 15_816, saleableArea: 588 },
    ] });
    page('?tab=history&page=2&building=TKS-3');
    const rows = await screen.findAllByTestId('deal-row', {}, LOADED);
    expect(api.requests(getEstateDealByEsateId)[0]!.body).toEqual({ estateId: 7, rentalType: 1, pageIndex: 2, pageCount: 20 });
    expect(within(rows[0]!).getByRole('link', { name: '14 Oct 2026' })).toHaveAttribute('href', '/en-us/deal/501');
    expect(rows[0]).toHaveTextContent('Block 3 · 12/F · Flat B');
    expect(rows[0]).toHaveTextContent('$7.8M (2 May 2019)');
    expect(rows[0]).toHaveTextContent('Gain 19.2%');
    expect(rows[1]).toHaveTextContent('First recorded sale');
    expect(rows[2]).toHaveTextContent('Loss 8.3%');
    expect(screen.getByText('61 transactions')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: /pag/i })).getByRole('link', { name: /4/ })).toHaveAttribute('href', '/en-us/estate-7?tab=history&page=4&building=TKS-3');
    expect(screen.getByRole('link', { name: 'Leases' })).toHaveAttribute('href', '/en-us/estate-7?tab=history&kind=rent&building=TKS-3');
    const flats = await screen.findByTestId('building-flats', {}, LOADED);
    expect(within(flats).getAllByRole('row')[1]).toHaveTextContent('12B214 Oct 2026$9.3M$15,816/ft²');
    expect(api.requests(getBuildingRoomDealInfo)[0]!.query).toMatchObject({ buildingCode: 'TKS-3' });
  });

  it('asks for the last 12 months of leases on the transactions tab', async () => {
    api.answer(getEstateDealByEsateId, dealPage([]));
    page('?tab=deals&kind=rent', 'zh-hk');
    expect(await screen.findByRole('heading', { name: '最近 12 個月沒有成交' }, LOADED)).toBeInTheDocument();
    expect(api.requests(getEstateDealByEsateId)[0]!.body).toEqual({ estateId: 7, rentalType: 2, months: 12, pageIndex: 1, pageCount: 20 });
  });

  it('says when the estate does not exist', async () => {
    api.answer(getEstate, failure(404, 'Not found'));
    page();
    expect(await screen.findByRole('heading', { name: 'This estate could not be found' }, LOADED)).toBeInTheDocument();
  });
});

import { getEstateDealByEsateId, getEstateRoomTypeList, searchProperty } from '@portal/shared/endpoints';
import { i18nReady } from '@portal/shared/i18n';
import { render, screen, within } from '@testing-library/react';
import { deal, dealPage, fakeApi, failure, inApp, listing, roomType, roomTypeList } from '../testing';
import EstateSaleDetailPage from './estate-sale-detail-page';

const api = fakeApi();
const LOADED = { timeout: 10_000 };
const FIRST = 20_000;

afterAll(() => i18nReady());

const page = (search = '?id=7') =>
  render(inApp(<EstateSaleDetailPage routeName="estateSaleDetail" params={{}} locale="en-us" search={search} />, { path: `/en-us/estate-sale-detail${search}` }));

describe('EstateSaleDetailPage', () => {
  it("sums up the estate's flats for sale against its sales, layout by layout, then lists the flats cheapest first and the latest sales", async () => {
    api.answer(getEstateRoomTypeList, roomTypeList([
      roomType('A', { saleableArea: { min: 702, max: 702 }, saleListingCount: 0, minSalePrice: null, avgAskingPricePerSqft: null, saleDealCount: 0, avgDealPricePerSqft: null }),
      roomType('B'),
    ]));
    api.answer(searchProperty, { items: [listing('S1000001', 1, 6_200_000), listing('S1000002', 1, 8_800_000)], total: 30, pageIndex: 2, pageCount: 20 });
    api.answer(getEstateDealByEsateId, dealPage([deal(501)], 1));
    page('?id=7&page=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Taikoo Shing: flats for sale' }, LOADED)).toBeInTheDocument();
    expect(api.requests(getEstateRoomTypeList)[0]!.query).toMatchObject({ estateId: '7' });
    const summary = within(screen.getByTestId('sale-summary'));
    expect(summary.getByText('$6.2M – $21M')).toBeInTheDocument();
    // asking 16,500 against deals of 15,000: 10 % above
    expect(summary.getByText('10% above deals')).toBeInTheDocument();
    expect(summary.getByText('Sales recorded from 21 Oct 2025 to 20 Oct 2026.')).toBeInTheDocument();
    const layouts = within(screen.getByTestId('sale-by-layout')).getAllByTestId('sale-layout-row');
    expect(layouts.map((r) => r.textContent)).toEqual([
      'Flat A702 sq. ft0----0--',
      'Flat B588 sq. ft3$8.8M$16,600/ft²41$16,100/ft²',
    ]);
    expect(within(layouts[1]!).getByRole('link', { name: 'Flat B' })).toHaveAttribute('href', '/en-us/room-type-detail/B7');
    const listings = within(await screen.findByTestId('sale-listings', {}, LOADED));
    expect(await listings.findByRole('link', { name: 'Taikoo Shing S1000001' }, LOADED)).toHaveAttribute('href', '/en-us/buy-property-S1000001.html');
    expect(api.requests(searchProperty)[0]!.body).toMatchObject({ estateIds: [7], rentalType: 1, pageIndex: 2, pageCount: 20, order: 2 });
    expect(listings.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/en-us/estate-sale-detail?id=7');
    expect(listings.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(listings.getByRole('link', { name: 'Search them with filters' })).toHaveAttribute('href', '/en-us/buy/e7/');
    const sales = within(screen.getByTestId('latest-sales'));
    expect(await sales.findByRole('link', { name: '14 Oct 2026' }, LOADED)).toHaveAttribute('href', '/en-us/deal/501');
    expect(api.requests(getEstateDealByEsateId)[0]!.body).toMatchObject({ estateId: 7, rentalType: 1, months: 12 });
    expect(sales.getByRole('link', { name: 'Every transaction of Taikoo Shing' })).toHaveAttribute('href', '/en-us/estate-7?tab=deals');
    expect(screen.getByTestId('sale-estate-link')).toHaveAttribute('href', '/en-us/estate-7');
  }, FIRST);

  it('says when the estate has no flat for sale and no sale in the window', async () => {
    api.answer(getEstateRoomTypeList, { ...roomTypeList([]), summary: { ...roomTypeList().summary, saleListingCount: 0, minSalePrice: null, maxSalePrice: null, avgAskingPricePerSqft: null } });
    api.answer(searchProperty, { items: [], total: 0, pageIndex: 1, pageCount: 20 });
    api.answer(getEstateDealByEsateId, dealPage([], 0));
    page();
    expect(await screen.findByText('No flat of the estate is for sale now.', {}, LOADED)).toBeInTheDocument();
    expect(await screen.findByText('No transaction in the last 12 months', {}, LOADED)).toBeInTheDocument();
    expect(screen.getByText('No layout is recorded for this estate.')).toBeInTheDocument();
    expect(within(screen.getByTestId('sale-summary')).getAllByText('--').length).toBeGreaterThanOrEqual(3);
  });

  it('says not found for an unknown estate, and for a missing or bad id without asking', async () => {
    api.answer(getEstateRoomTypeList, failure(404, 'Not found'));
    page('?id=99');
    expect(await screen.findByRole('heading', { name: 'This estate could not be found' }, LOADED)).toBeInTheDocument();
    page('');
    page('?id=x');
    expect(await screen.findAllByRole('heading', { name: 'This estate could not be found' })).toHaveLength(3);
    expect(api.requests(getEstateRoomTypeList)).toHaveLength(1);
  });

  it('shows an error when the overview cannot be loaded', async () => {
    api.answer(getEstateRoomTypeList, failure(500, 'Server error'));
    page();
    expect(await screen.findByRole('heading', { name: 'The sale overview could not be loaded' }, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /retry|try again/i })).toBeInTheDocument();
  });
});

import { getEstateRoomType } from '@portal/shared/endpoints';
import { i18nReady } from '@portal/shared/i18n';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, failure, inApp, roomTypeDetail } from '../testing';
import RoomTypeDetailPage from './room-type-detail-page';

const api = fakeApi();
const LOADED = { timeout: 10_000 };
// the first test of a file also waits for the contracts to load
const FIRST = 20_000;

afterAll(() => i18nReady());

const page = (id = 'B7', search = '', locale: 'en-us' | 'zh-hk' = 'en-us') =>
  render(inApp(<RoomTypeDetailPage routeName="roomTypeDetail" params={{ id }} locale={locale} search={search} />,
    { path: `${locale === 'en-us' ? '/en-us' : ''}/room-type-detail/${id}${search}`, locale }));

describe('RoomTypeDetailPage', () => {
  it('shows the layout with its figures against the estate, the other layouts, its deals, listings, traded flats and blocks', async () => {
    api.answer(getEstateRoomType, roomTypeDetail());
    page();
    expect(await screen.findByRole('heading', { level: 1, name: 'Taikoo Shing: flat B layout' }, LOADED)).toBeInTheDocument();
    expect(api.requests(getEstateRoomType)[0]!.query).toMatchObject({ roomTypeId: 'B7', rentalType: '1', pageIndex: '1', pageCount: '10' });
    const facts = within(screen.getByTestId('room-type-facts'));
    expect(facts.getByText('2 bedrooms')).toBeInTheDocument();
    expect(facts.getByText('588 sq. ft')).toBeInTheDocument();
    expect(facts.getByText('1830')).toBeInTheDocument();
    expect(facts.getByText('$16,100/ft²')).toBeInTheDocument();
    // 16,100 against the estate's 15,000: 7 % above
    expect(facts.getByText('7% above the estate')).toBeInTheDocument();
    expect(screen.getByTestId('room-type-estate-link')).toHaveAttribute('href', '/en-us/estate-7');
    expect(screen.getByRole('link', { name: 'Sale overview of Taikoo Shing' })).toHaveAttribute('href', '/en-us/estate-sale-detail?id=7');
    const nav = within(screen.getByRole('navigation', { name: 'Other layouts of the estate' }));
    expect(nav.getByRole('link', { name: 'Flat A · 702 sq. ft' })).toHaveAttribute('href', '/en-us/room-type-detail/A7');
    expect(nav.getByRole('link', { name: 'Flat B · 588 sq. ft' })).toHaveAttribute('aria-current', 'page');
    const deals = within(screen.getByTestId('room-type-deals'));
    expect(deals.getByText('25 transactions')).toBeInTheDocument();
    expect(deals.getByRole('link', { name: '14 Oct 2026' })).toHaveAttribute('href', '/en-us/deal/501');
    expect(deals.getByRole('link', { name: 'Leases' })).toHaveAttribute('href', '/en-us/room-type-detail/B7?kind=rent');
    expect(deals.getByRole('link', { name: 'Sales' })).toHaveAttribute('aria-current', 'true');
    expect(deals.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/en-us/room-type-detail/B7?page=3');
    const sale = within(screen.getByTestId('room-type-listings-buy'));
    expect(sale.getByRole('link', { name: 'Taikoo Shing S1000001' })).toHaveAttribute('href', '/en-us/buy-property-S1000001.html');
    expect(sale.getByRole('link', { name: 'Every flat for sale in Taikoo Shing' })).toHaveAttribute('href', '/en-us/buy/e7/');
    const rent = within(screen.getByTestId('room-type-listings-rent'));
    expect(rent.getByRole('link', { name: 'Taikoo Shing R1000003' })).toHaveAttribute('href', '/en-us/rent-property-R1000003.html');
    expect(rent.getByRole('listitem')).toHaveTextContent('$26,000/month');
    const flats = within(screen.getByTestId('room-type-flats'));
    expect(flats.getByText('2 of 2 flats with a recorded sale, latest sale first')).toBeInTheDocument();
    expect(flats.getByRole('rowheader', { name: 'Block 3 · 20/F · Flat B' })).toBeInTheDocument();
    expect(flats.getByRole('link', { name: '2 Jun 2026' })).toHaveAttribute('href', '/en-us/deal/480');
    const blocks = within(screen.getByTestId('room-type-blocks'));
    expect(blocks.getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['Block 3Phase 1302', 'Block 4Phase 1280']);
  }, FIRST);

  it('asks for the lease deals of the page the query names', async () => {
    api.answer(getEstateRoomType, roomTypeDetail({ deals: { items: [], total: 0, pageIndex: 2, pageCount: 10 }, saleListings: [], rentListings: [], flats: [], tradedFlatCount: 0 }));
    page('B7', '?kind=rent&page=2');
    expect(await screen.findByText('No transaction of this kind is recorded for this layout.', {}, LOADED)).toBeInTheDocument();
    expect(api.requests(getEstateRoomType)[0]!.query).toMatchObject({ roomTypeId: 'B7', rentalType: '2', pageIndex: '2' });
    expect(screen.getByRole('link', { name: 'Leases' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getAllByText('None is listed now.')).toHaveLength(2);
    expect(screen.getByText('No flat of this layout has a recorded sale.')).toBeInTheDocument();
  });

  it('says the layout does not exist on a 404, and does not ask for an id that cannot be one', async () => {
    api.answer(getEstateRoomType, failure(404, 'Not found'));
    page('Z7');
    expect(await screen.findByRole('heading', { name: 'This layout could not be found' }, LOADED)).toBeInTheDocument();
    page('7B');
    expect(await screen.findAllByRole('heading', { name: 'This layout could not be found' })).toHaveLength(2);
    expect(api.requests(getEstateRoomType).map((r) => r.query.roomTypeId)).toEqual(['Z7']);
  });

  it('shows an error with a retry that asks again', async () => {
    let calls = 0;
    api.answer(getEstateRoomType, () => (++calls === 1 ? failure(500, 'Server error') : roomTypeDetail()));
    page('B7', '', 'zh-hk');
    expect(await screen.findByRole('heading', { name: '未能載入單位間隔' }, LOADED)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button'));
    expect(await screen.findByRole('heading', { level: 1 }, LOADED)).toHaveTextContent('Taikoo Shing：B 室間隔');
    expect(calls).toBe(2);
  });
});

import * as endpoints from '@portal/shared/endpoints';
import { i18nReady } from '@portal/shared/i18n';
import { render, screen, waitFor, within } from '@testing-library/react';
import { DETAIL, DISCOUNTS, failure, fakeApi, inApp, PLANS, ROOM_TYPES, TOWERS, UNITS } from '../testing';
import NewPropertyDetailPage from './new-property-detail-page';

const LOADED = { timeout: 10_000 };
const api = fakeApi();

const open = (tertiary?: string, search = '') => {
  const params: Record<string, string> = { propertyId: '80019', ...(tertiary ? { tertiary } : {}) };
  const path = `/en-us/new-property-80019${tertiary ? `/${tertiary}` : '.html'}${search}`;
  render(inApp(<NewPropertyDetailPage routeName="newPropertyDetail" params={params} locale="en-us" search={search} />, { path }));
};

beforeEach(() => {
  api.answer(endpoints.getNewEstateById, DETAIL);
  api.answer(endpoints.getNewEstateSchemeById, PLANS);
  api.answer(endpoints.getNewEstateBonusById, DISCOUNTS);
  api.answer(endpoints.getNewEstateBuildingPlanInfoByEstateId, TOWERS);
  api.answer(endpoints.getNewEstateRoomTypeList, ROOM_TYPES);
});
afterAll(() => i18nReady());

describe('NewPropertyDetailPage', () => {
  it('the introduction: name, sales status banner, facts, and every tab as a link', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Union Sai Kung Court' }, LOADED)).toBeInTheDocument();
    expect(screen.getByTestId('sales-status-banner')).toHaveTextContent('On sale134 of 388 flats available; on sale since 2026-06-03.');
    expect(within(screen.getByTestId('development-facts')).getByText('4.73 : 1')).toBeInTheDocument();
    const tabs = within(screen.getByRole('navigation', { name: 'Development sections' })).getAllByRole('link');
    expect(tabs).toHaveLength(16);
    expect(screen.getByTestId('tab-intro')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('tab-price-list')).toHaveAttribute('href', '/en-us/new-property-80019/price-list');
  });

  it('the price list asks for the filtered units, marks sold ones, and links each unit to its net prices', async () => {
    api.answer(endpoints.getNewEstateRoomById, { items: UNITS, total: 3, pageIndex: 1, pageCount: 50 });
    open('price-list', '?tower=43&rooms=1');
    const rows = await screen.findAllByTestId('unit-row', {}, LOADED);
    expect(rows).toHaveLength(3);
    expect(api.requests(endpoints.getNewEstateRoomById)[0]?.query).toMatchObject({ estateId: '80019', towerId: '43', roomNumber: '1', pageCount: '50' });
    expect(within(rows[0]!).getByText('Sold')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('HK$6,643,000')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: 'Net price by plan' })).toHaveAttribute('href', '/en-us/new-property-80019/payment-plans?unit=5541');
    // the choices come with the towers' and room types' answers
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Tower' })).toHaveValue('43'), LOADED);
    expect(screen.getByRole('combobox', { name: 'Rooms' })).toHaveValue('1');
  });

  it("the payment plans with a unit: its net price under each plan, and with the other discounts", async () => {
    api.answer(endpoints.getNewEstateRoomById, { items: [UNITS[1]!], total: 1, pageIndex: 1, pageCount: 100 });
    open('payment-plans', '?unit=5541');
    const table = await screen.findByTestId('net-prices', {}, LOADED);
    expect(api.requests(endpoints.getNewEstateRoomById)[0]?.query).toMatchObject({ unitId: '5541' });
    const cash = within(table).getByRole('row', { name: /180-day cash/ });
    // 6,643,000 less 5% = 6,310,850; less the 1% bulk purchase discount = 6,247,742 (6,247,741.5 rounded)
    expect(cash).toHaveTextContent('HK$6,310,850');
    expect(cash).toHaveTextContent('HK$6,247,742');
    expect(within(table).getByRole('row', { name: /High loan-to-value/ })).toHaveTextContent('HK$6,643,000');
  });

  it('an unknown tab and an unknown development are not found', async () => {
    open('no-such-tab');
    expect(screen.getByTestId('development-not-found')).toBeInTheDocument();
  });

  it('an id the API does not know', async () => {
    api.answer(endpoints.getNewEstateById, failure(404, 'not found'));
    open();
    expect(await screen.findByTestId('development-not-found', {}, LOADED)).toBeInTheDocument();
  });
});

import * as endpoints from '@portal/shared/endpoints';
import { i18nReady } from '@portal/shared/i18n';
import { render, screen, within } from '@testing-library/react';
import { DETAIL, fakeApi, inApp, PLANS, ROOM_TYPES, UNITS } from '../testing';
import NewPropertyLayoutsDetailPage from './new-property-layouts-detail-page';
import NewPropertyLayoutsPage from './new-property-layouts-page';
import NewPropertySaleDetailPage from './new-property-sale-detail-page';
import NewSectionPage from './new-section-page';

const LOADED = { timeout: 10_000 };
const api = fakeApi();
// the first answer waits for its contract to load (answers are checked against it)
jest.setTimeout(20_000);
const props = (routeName: string, params: Record<string, string>, search = '') => ({ routeName, params, locale: 'en-us' as const, search });

beforeEach(() => {
  api.answer(endpoints.getNewEstateById, DETAIL);
  api.answer(endpoints.getNewEstateRoomTypeList, ROOM_TYPES);
});
afterAll(() => i18nReady());

describe('the other new-development pages', () => {
  it('/new-property-layouts-{id}: every layout with its plan, linking to its own page', async () => {
    render(inApp(<NewPropertyLayoutsPage {...props('newPropertyLayouts', { propertyId: '80019' })} />, { path: '/en-us/new-property-layouts-80019' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Layouts of Union Sai Kung Court' }, LOADED)).toBeInTheDocument();
    const gallery = await screen.findByTestId('room-type-gallery', {}, LOADED);
    expect(within(gallery).getByRole('link', { name: '1 bedroom' })).toHaveAttribute('href', '/en-us/new-property-layouts-detail?id=80019&roomTypeId=47');
    expect(await screen.findByRole('img', { name: 'Floor plan: Studio' }, LOADED)).toBeInTheDocument();
  });

  it('/new-property-layouts-detail: one layout and its units, each linking to its net prices', async () => {
    api.answer(endpoints.getNewEstateRoomTypeUnitList, [UNITS[1]!]);
    render(inApp(<NewPropertyLayoutsDetailPage {...props('newPropertyLayoutsDetail', {}, '?id=80019&roomTypeId=47')} />, { path: '/en-us/new-property-layouts-detail' }));
    expect(await screen.findByRole('heading', { level: 1, name: '1 bedroom' }, LOADED)).toBeInTheDocument();
    const row = await screen.findByTestId('unit-row', {}, LOADED);
    expect(within(row).getByRole('link')).toHaveAttribute('href', '/en-us/new-property-80019/payment-plans?unit=5541');
    expect(api.requests(endpoints.getNewEstateRoomTypeUnitList)[0]?.body).toEqual({ roomTypeId: 47 });
  });

  it('/new-section-{id}/{tab}: one section without the tab links', async () => {
    api.answer(endpoints.getNewEstateSchemeById, PLANS);
    api.answer(endpoints.getNewEstateBonusById, []);
    render(inApp(<NewSectionPage {...props('newSection', { propertyId: '80019', tertiary: 'payment-plans' })} />, { path: '/en-us/new-section-80019/payment-plans' }));
    expect(await screen.findByTestId('payment-plans', {}, LOADED)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Development sections' })).toBeNull();
  });

  it('/new-property-sale-detail?id=: the sales status of the development', async () => {
    api.answer(endpoints.getNewEstateSaleProcess, {
      salesStatus: 2, salesStatusWithCulture: 'On sale', salesStartDate: '2026-06-03', arrangements: [], priceSheets: DETAIL.priceSheets,
      totalUnits: 388, availableUnits: 134, reservedUnits: 21, soldUnits: 233, recentSales: [],
    });
    render(inApp(<NewPropertySaleDetailPage {...props('newPropertySaleDetail', {}, '?id=80019')} />, { path: '/en-us/new-property-sale-detail' }));
    const counts = await screen.findByTestId('sales-counts', {}, LOADED);
    expect(within(counts).getByText('233')).toBeInTheDocument();
    expect(screen.getByText('Price list No. 1, issued 2026-05-27: 388 units')).toBeInTheDocument();
  });
});

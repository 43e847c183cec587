import { clearHydrationAnswers, requestKey, setHydrationAnswers } from '@portal/shared/api';
import {
  addPropertyView, getProperty, getPropertyEvaluation, getPropertyUserInfoById, getRecommendedProperty, searchDealForPropertyDetail, searchLeaveMessage,
} from '@portal/shared/endpoints';
import type { PropertyDetail } from '@portal/shared/contracts';
import { act, render, screen, waitFor } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { fakeApi, failure, fixture, inApp } from '../testing';
import RentDetailPage from './rent-detail-page';
import SaleDetailPage from './sale-detail-page';
import ServicesDetailPage from './services-detail-page';

const api = fakeApi();
const LOADED = { timeout: 10_000 };

const listing = (id: string, patch: Partial<PropertyDetail> = {}) => fixture(getProperty, {
  propertyID: id, titleWithCulture: `Listing ${id}`, showRecommendations: false, ...patch,
});
/** a page as the shell mounts it (StrictMode, as in development) */
const strict = (ui: ReactNode, path: string) => <StrictMode>{inApp(ui, { path })}</StrictMode>;
const sale = (id: string) => strict(<SaleDetailPage routeName="saleDetail" params={{ propertyId: id }} search="" locale="en-us" />, `/en-us/buy-property-${id}.html`);
const shown = (id: string) => screen.findByRole('heading', { level: 1, name: `Listing ${id}` }, LOADED);

/** the listings whose views were posted, once `n` have arrived and nothing more came in a moment */
async function viewsPosted(n: number): Promise<unknown[]> {
  await waitFor(() => expect(api.requests(addPropertyView).length).toBeGreaterThanOrEqual(n), LOADED);
  await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
  return api.requests(addPropertyView).map((r) => r.body);
}

beforeEach(() => {
  api.answer(getProperty, ({ query }) => listing(String(query.propertyId)));
  api.answer(addPropertyView, { counted: true });
  api.answer(getPropertyUserInfoById, fixture(getPropertyUserInfoById));
  // the page's other sections, answered as missing: only the view is looked at here
  for (const endpoint of [getPropertyEvaluation, searchDealForPropertyDetail, searchLeaveMessage]) api.answer(endpoint, failure(404, 'Not found'));
  api.answer(getRecommendedProperty, []);
});

describe('the view count of a listing page', () => {
  it('posts one view once the listing is shown, under StrictMode and re-renders', async () => {
    const { rerender } = render(sale('S1'));
    expect(api.requests(addPropertyView)).toEqual([]);
    await shown('S1');
    expect(await viewsPosted(1)).toEqual([{ propertyId: 'S1' }]);
    rerender(sale('S1'));
    expect(await viewsPosted(1)).toEqual([{ propertyId: 'S1' }]);
  });

  it('posts one view after mount on a page the server rendered (the listing came with the page)', async () => {
    setHydrationAnswers({ [requestKey(getProperty, { query: { propertyId: 'S7' }, language: 'en-us' })]: { data: listing('S7') } });
    try {
      render(sale('S7'));
      expect(screen.getByRole('heading', { level: 1, name: 'Listing S7' })).toBeInTheDocument();
      expect(await viewsPosted(1)).toEqual([{ propertyId: 'S7' }]);
    } finally {
      clearHydrationAnswers();
    }
  });

  it('posts a view for each listing navigated to in the browser', async () => {
    const { rerender } = render(sale('S1'));
    await shown('S1');
    await viewsPosted(1);
    rerender(sale('S2'));
    await shown('S2');
    await viewsPosted(2);
    rerender(sale('S1'));
    await shown('S1');
    expect(await viewsPosted(3)).toEqual([{ propertyId: 'S1' }, { propertyId: 'S2' }, { propertyId: 'S1' }]);
  });

  it('counts rent listings and serviced apartments the same way', async () => {
    api.answer(getProperty, ({ query }) => listing(String(query.propertyId), { rentalType: 2, rentalTypeWithCulture: 'For rent', isServiced: query.propertyId === 'R2' }));
    render(strict(<RentDetailPage routeName="rentDetail" params={{ propertyId: 'R1' }} search="" locale="en-us" />, '/en-us/rent-property-R1.html'));
    await shown('R1');
    await viewsPosted(1);
    render(strict(<ServicesDetailPage routeName="servicesDetail" params={{ propertyId: 'R2' }} search="" locale="en-us" />, '/en-us/servicesDetail/R2'));
    await shown('R2');
    expect(await viewsPosted(2)).toEqual([{ propertyId: 'R1' }, { propertyId: 'R2' }]);
  });

  it('keeps the listing on screen when the view is refused', async () => {
    api.answer(addPropertyView, failure(500, 'down'));
    render(sale('S3'));
    await shown('S3');
    expect(await viewsPosted(1)).toEqual([{ propertyId: 'S3' }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Listing S3' })).toBeInTheDocument();
  });

  it('posts no view for a listing that is not found', async () => {
    api.answer(getProperty, failure(404, 'Not found'));
    render(sale('S404'));
    await screen.findByText(/removed/i, undefined, LOADED);
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(api.requests(addPropertyView)).toEqual([]);
  });
});

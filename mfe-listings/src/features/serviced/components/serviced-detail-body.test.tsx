import { getProperty } from '@portal/shared/endpoints';
import type { PropertyDetail } from '@portal/shared/contracts';
import { act, render, screen } from '@testing-library/react';
import { fakeApi, failure, fixture, inApp } from '../../../testing';
import { ServicedDetailBody } from './serviced-detail-body';

const api = fakeApi();

const detail = (patch: Partial<PropertyDetail> = {}) => fixture(getProperty, {
  propertyID: 'R1001456', titleWithCulture: 'Mui Wo Treasure Court', rentalType: 2, rentalTypeWithCulture: 'For rent', isServiced: true,
  price: 16_100, rentPrice: 16_100, salePrice: null, leaseMinMonths: 2, leaseMaxMonths: 8, ...patch,
});

const view = (propertyId = 'R1001456', onLoaded?: (p: PropertyDetail) => void) =>
  render(inApp(
    <ServicedDetailBody propertyId={propertyId} locale="en-us" renderProperty={(p) => <h1>{p.titleWithCulture}</h1>} onLoaded={onLoaded} />,
    { path: `/en-us/servicesDetail/${propertyId}` },
  ));

describe('ServicedDetailBody', () => {
  it('shows the apartment and its lease picker with its own terms', async () => {
    api.answer(getProperty, detail());
    const onLoaded = jest.fn();
    view('R1001456', onLoaded);
    expect(screen.getByTestId('serviced-detail-skeleton')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mui Wo Treasure Court' })).toBeInTheDocument();
    expect(onLoaded).toHaveBeenCalledTimes(1);
    expect(onLoaded.mock.calls[0][0]).toMatchObject({ propertyID: 'R1001456' });
    expect(screen.getByText('This apartment lets for 2 to 8 months.')).toBeInTheDocument();
    expect(api.requests(getProperty)).toEqual([expect.objectContaining({ query: expect.objectContaining({ propertyId: 'R1001456' }), language: 'en-us' })]);
  });

  it('sends a listing that is not serviced to its own page', async () => {
    api.answer(getProperty, detail({ isServiced: false }));
    view();
    expect(await screen.findByRole('link', { name: 'Open the listing' })).toHaveAttribute('href', '/en-us/rent-property-R1001456.html');
    expect(screen.queryByTestId('lease-picker')).not.toBeInTheDocument();
  });

  it('says the property may have been removed when it is not found, or when no id was given', async () => {
    api.answer(getProperty, failure(404, 'Not found'));
    view();
    expect(await screen.findByRole('heading', { name: 'Unable to find the property, it may have been removed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All serviced apartments' })).toHaveAttribute('href', '/en-us/serviced-apartment');
  });

  it('does not call the API without an id', async () => {
    api.answer(getProperty, detail());
    view('');
    expect(screen.getByRole('heading', { name: 'Unable to find the property, it may have been removed' })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api.paths()).toEqual([]);
  });
});

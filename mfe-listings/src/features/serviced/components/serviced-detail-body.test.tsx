import { ApiFailure, call } from '@portal/shared/api';
import { getProperty } from '@portal/shared/endpoints';
import type { PropertyDetail } from '@portal/shared/contracts';
import { render, screen } from '@testing-library/react';
import { inApp } from '../../../testing';
import { ServicedDetailBody } from './serviced-detail-body';

jest.mock('@portal/shared/api', () => jest.requireActual('../../../testing').mockSharedApi());
const mockCall = call as jest.Mock;

const detail = (patch: Partial<PropertyDetail>) =>
  ({ propertyID: 'R1001456', titleWithCulture: 'Mui Wo Treasure Court', rentalType: 2, isServiced: true, price: 16_100, leaseMinMonths: 2, leaseMaxMonths: 8, ...patch }) as PropertyDetail;

const view = (propertyId = 'R1001456', onLoaded?: (p: PropertyDetail) => void) =>
  render(inApp(
    <ServicedDetailBody propertyId={propertyId} locale="en-us" renderProperty={(p) => <h1>{p.titleWithCulture}</h1>} onLoaded={onLoaded} />,
    { path: `/en-us/servicesDetail/${propertyId}` },
  ));

beforeEach(() => mockCall.mockReset());

describe('ServicedDetailBody', () => {
  it('shows the apartment and its lease picker with its own terms', async () => {
    mockCall.mockResolvedValue(detail({}));
    const onLoaded = jest.fn();
    view('R1001456', onLoaded);
    expect(screen.getByTestId('serviced-detail-skeleton')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mui Wo Treasure Court' })).toBeInTheDocument();
    expect(onLoaded).toHaveBeenCalledTimes(1);
    expect(onLoaded.mock.calls[0][0]).toMatchObject({ propertyID: 'R1001456' });
    expect(screen.getByText('This apartment lets for 2 to 8 months.')).toBeInTheDocument();
    expect(mockCall).toHaveBeenCalledWith(getProperty, expect.objectContaining({ query: { propertyId: 'R1001456' }, language: 'en-us' }));
  });

  it('sends a listing that is not serviced to its own page', async () => {
    mockCall.mockResolvedValue(detail({ isServiced: false }));
    view();
    expect(await screen.findByRole('link', { name: 'Open the listing' })).toHaveAttribute('href', '/en-us/rent-property-R1001456.html');
    expect(screen.queryByTestId('lease-picker')).not.toBeInTheDocument();
  });

  it('says the property may have been removed when it is not found, or when no id was given', async () => {
    mockCall.mockRejectedValue(new ApiFailure({ message: 'Not found', code: 404, status: 404 }));
    view();
    expect(await screen.findByRole('heading', { name: 'Unable to find the property, it may have been removed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All serviced apartments' })).toHaveAttribute('href', '/en-us/serviced-apartment');
  });

  it('does not call the API without an id', () => {
    view('');
    expect(screen.getByRole('heading', { name: 'Unable to find the property, it may have been removed' })).toBeInTheDocument();
    expect(mockCall).not.toHaveBeenCalled();
  });
});

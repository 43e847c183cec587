import { getProperty } from '@portal/shared/endpoints';
import type { PropertyDetail } from '@portal/shared/contracts';
import { setRemoteLoader, type FairPriceProps, type RemoteComponentLoader } from '@portal/shared/mf';
import { render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { fixture, inApp } from '../../../testing';
import { DetailView } from './detail-view';

function FakeFairPrice({ propertyId, locale }: FairPriceProps) {
  return <p>{`fair price of ${propertyId} in ${locale}`}</p>;
}
const sale = (patch: Partial<PropertyDetail> = {}) => fixture(getProperty, {
  propertyID: 'S1000123', titleWithCulture: 'Harbour Garden high floor', rentalType: 1, estateID: 10002, isServiced: false,
  showRecommendations: false, price: 8_800_000, ...patch,
});
const view = (p: PropertyDetail) => render(inApp(<DetailView property={p} locale="en-us" />, { path: '/en-us/buy-property-S1000123.html' }));

describe('the fair price on a listing', () => {
  beforeEach(() => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    setRemoteLoader(undefined);
    jest.restoreAllMocks();
  });

  it("loads the estates remote's FairPrice at run time with the listing's id and language", async () => {
    const load = jest.fn(async () => ({ default: FakeFairPrice as ComponentType<unknown> })) as unknown as RemoteComponentLoader;
    setRemoteLoader(load);
    view(sale());
    expect(await screen.findByText('fair price of S1000123 in en-us')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('estates', 'FairPrice');
  });

  it('leaves the rest of the listing whole when the estates remote is down', async () => {
    setRemoteLoader((async () => {
      throw new Error('mfe_estates is down');
    }) as RemoteComponentLoader);
    view(sale());
    expect(screen.getByRole('heading', { level: 1, name: 'Harbour Garden high floor' })).toBeInTheDocument();
    expect(screen.getByTestId('detail-price')).toHaveTextContent('$8.8M');
    await waitFor(() => expect(screen.getByTestId('fair-price-slot')).toBeEmptyDOMElement());
  });

  it('has no fair price for a flat outside an estate, a serviced apartment or a removed listing', () => {
    setRemoteLoader((async () => ({ default: FakeFairPrice as ComponentType<unknown> })) as RemoteComponentLoader);
    for (const patch of [{ estateID: null }, { isServiced: true }, { showRecommendations: true }]) {
      const { unmount } = view(sale(patch));
      expect(screen.queryByTestId('fair-price-slot')).toBeNull();
      unmount();
    }
  });
});

import type { PropertyListItem } from '@portal/shared/contracts';
import { setHostSettings } from '@portal/shared/mf';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { withI18n } from '../../testing';
import ListMap from './list-map';

// the Google Maps script cannot load in tests: the wrapper library becomes plain elements
jest.mock('@vis.gl/react-google-maps', () => ({
  APIProvider: ({ children, apiKey }: { children: ReactNode; apiKey: string }) => <div data-testid="google-provider" data-key={apiKey}>{children}</div>,
  Map: ({ children, mapId }: { children: ReactNode; mapId?: string }) => <div data-testid="google-map" data-map-id={mapId}>{children}</div>,
  AdvancedMarker: ({ children, title }: { children: ReactNode; title: string }) => <button type="button" title={title}>{children}</button>,
  InfoWindow: () => null,
}));

const items = [
  { propertyID: 'S1', titleWithCulture: 'Flat one', rentalType: 1, price: 6_800_000, lat: 22.38, lng: 114.19 },
  { propertyID: 'R2', titleWithCulture: 'Flat two', rentalType: 2, price: 18_000, lat: 22.28, lng: 114.16 },
] as unknown as PropertyListItem[];

const view = () =>
  render(withI18n(<MemoryRouter><ListMap items={items} locale="en-us" onVisibleChange={() => undefined} /></MemoryRouter>));

afterEach(() => setHostSettings({}));

describe('ListMap', () => {
  it("uses Google Maps with the host's key and map id from runtime-config", () => {
    setHostSettings({ googleMapsApiKey: 'key-from-runtime-config', googleMapId: 'map-1' });
    view();
    expect(screen.getByTestId('google-provider')).toHaveAttribute('data-key', 'key-from-runtime-config');
    expect(screen.getByTestId('google-map')).toHaveAttribute('data-map-id', 'map-1');
    expect(screen.queryByTestId('offline-map')).toBeNull();
  });

  it('draws the offline map of the same listings without a key', () => {
    view();
    expect(screen.queryByTestId('google-provider')).toBeNull();
    expect(screen.getByTestId('offline-map')).toBeInTheDocument();
  });
});

import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { withI18n } from '../test-i18n';
import type { MapListing } from '../map.types';
import { MapSearch } from './map-search';

// The Google Maps script cannot load in tests: the wrapper library is replaced by plain elements
// that render their children and expose the props the component passes.
const camera = { onIdle: (() => undefined) as () => void, onCameraChanged: (_e: unknown) => undefined as void };
jest.mock('@vis.gl/react-google-maps', () => ({
  APIProvider: ({ children, apiKey }: { children: ReactNode; apiKey: string }) => <div data-testid="google-provider" data-key={apiKey}>{children}</div>,
  Map: (props: { children: ReactNode; onIdle: () => void; onCameraChanged: (e: unknown) => void }) => {
    camera.onIdle = props.onIdle;
    camera.onCameraChanged = props.onCameraChanged;
    return <div data-testid="google-map">{props.children}</div>;
  },
  AdvancedMarker: ({ children, onClick, title }: { children: ReactNode; onClick?: () => void; title: string }) => (
    <button type="button" title={title} onClick={onClick}>{children}</button>
  ),
  InfoWindow: ({ children, headerContent }: { children: ReactNode; headerContent: string }) => <div role="dialog" aria-label={headerContent}>{children}</div>,
}));

const listing = (id: string, lat: number, lng: number): MapListing => ({ id, lat, lng, title: `Flat ${id}`, priceText: `$${id}M`, href: `/rent-property-${id}` });

describe('MapSearch with a Google Maps key', () => {
  it('renders the same listings as markers, opens an info window and reports moves after the first idle', async () => {
    const user = userEvent.setup();
    const onBoundsChange = jest.fn();
    const listings = [listing('R1', 22.28, 114.16), listing('R2', 22.45, 114.03)];
    render(withI18n(<MapSearch listings={listings} locale="en-us" googleMapsApiKey="test-key" onBoundsChange={onBoundsChange} />));
    expect(screen.queryByTestId('offline-map')).toBeNull();
    expect(screen.getByTestId('google-provider')).toHaveAttribute('data-key', 'test-key');
    const ids = [
      ...screen.queryAllByTestId('map-marker').map((m) => m.getAttribute('data-listing-id')),
      ...screen.queryAllByTestId('map-cluster').flatMap((c) => c.getAttribute('data-listing-ids')!.split(',')),
    ];
    expect(ids.sort()).toEqual(['R1', 'R2']);
    await user.click(screen.getByTitle('Flat R1 $R1M'));
    expect(screen.getByRole('dialog', { name: 'Flat R1' })).toContainElement(screen.getByRole('link', { name: 'View details' }));
    const bounds = { north: 22.5, south: 22.2, east: 114.3, west: 114.0 };
    act(() => camera.onCameraChanged({ detail: { zoom: 11, bounds } }));
    act(() => camera.onIdle());
    expect(onBoundsChange).not.toHaveBeenCalled();
    act(() => camera.onIdle());
    expect(onBoundsChange).toHaveBeenCalledWith(bounds);
  });
});

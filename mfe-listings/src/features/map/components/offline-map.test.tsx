import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { withI18n } from '../test-i18n';
import type { MapListing } from '../map.types';
import { MapSearch } from './map-search';

const listing = (id: string, lat: number, lng: number): MapListing => ({
  id,
  lat,
  lng,
  title: `Flat ${id}`,
  priceText: `$${id}M`,
  href: `/buy-property-${id}.html`,
});

// jsdom has no PointerEvent: without it fireEvent.pointer* drops clientX
class TestPointerEvent extends MouseEvent {
  readonly pointerId: number;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
  }
}
beforeAll(() => {
  if (!('PointerEvent' in window)) Object.defineProperty(window, 'PointerEvent', { value: TestPointerEvent, configurable: true });
});

const LISTINGS = [
  listing('S1', 22.2849, 114.2166), // Taikoo
  listing('S2', 22.2851, 114.2169), // next door
  listing('S3', 22.3817, 114.1895), // Sha Tin
  listing('S4', 22.4445, 114.0222), // Yuen Long
];

function shownIds(): string[] {
  const singles = screen.queryAllByTestId('map-marker').map((m) => m.getAttribute('data-listing-id')!);
  const grouped = screen.queryAllByTestId('map-cluster').flatMap((c) => c.getAttribute('data-listing-ids')!.split(','));
  return [...singles, ...grouped].sort();
}

describe('MapSearch without a Google key (offline map)', () => {
  it('shows exactly the input listings as markers or clusters, and splits clusters when zooming in', async () => {
    const user = userEvent.setup();
    render(withI18n(<MapSearch listings={LISTINGS} locale="en-us" />));
    expect(screen.getByTestId('offline-map')).toBeInTheDocument();
    expect(shownIds()).toEqual(['S1', 'S2', 'S3', 'S4']);
    expect(screen.getAllByText('Sha Tin').some((el) => el.tagName === 'text')).toBe(true);
    for (let i = 0; i < 8 && screen.queryAllByTestId('map-cluster').length > 0; i++) {
      await user.click(screen.getAllByTestId('map-cluster')[0]!);
    }
    expect(screen.queryAllByTestId('map-cluster')).toHaveLength(0);
    expect(shownIds()).toEqual(['S1', 'S2', 'S3', 'S4']);
  });

  it('reports the bounds after keyboard pans, buttons and the wheel', async () => {
    const user = userEvent.setup();
    const onBoundsChange = jest.fn();
    render(withI18n(<MapSearch listings={LISTINGS} locale="en-us" onBoundsChange={onBoundsChange} />));
    const region = screen.getByRole('region', { name: 'Map of listings' });
    region.focus();
    await user.keyboard('{ArrowRight}');
    expect(onBoundsChange).toHaveBeenCalledTimes(1);
    const first = onBoundsChange.mock.calls[0]![0];
    expect(first.north).toBeGreaterThan(first.south);
    expect(first.east).toBeGreaterThan(first.west);
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    const zoomed = onBoundsChange.mock.calls[1]![0];
    expect(zoomed.east - zoomed.west).toBeCloseTo((first.east - first.west) / 2, 6);
    fireEvent.wheel(screen.getByTestId('offline-map'), { deltaY: 100 });
    expect(onBoundsChange).toHaveBeenCalledTimes(3);
  });

  it('drags the map and reports once when the drag ends', () => {
    const onBoundsChange = jest.fn();
    render(withI18n(<MapSearch listings={LISTINGS} locale="zh-hk" onBoundsChange={onBoundsChange} />));
    const svg = screen.getByTestId('offline-map');
    fireEvent.pointerDown(svg, { clientX: 100, clientY: 100, pointerId: 1 });
    fireEvent.pointerMove(svg, { clientX: 160, clientY: 100, pointerId: 1 });
    fireEvent.pointerMove(svg, { clientX: 200, clientY: 100, pointerId: 1 });
    expect(onBoundsChange).not.toHaveBeenCalled();
    fireEvent.pointerUp(svg, { clientX: 200, clientY: 100, pointerId: 1 });
    expect(onBoundsChange).toHaveBeenCalledTimes(1);
    expect(screen.getAllByText('沙田').some((el) => el.tagName === 'text')).toBe(true);
    expect(screen.getByTestId('offline-map').innerHTML).not.toContain('NaN');
  });

  it('opens a popup linking to the detail page from a marker', async () => {
    const user = userEvent.setup();
    render(withI18n(<MapSearch listings={[listing('R9', 22.3193, 114.1694)]} locale="en-us" />));
    const marker = screen.getByTestId('map-marker');
    expect(marker).toHaveAttribute('data-listing-id', 'R9');
    marker.focus();
    await user.keyboard('{Enter}');
    const popup = screen.getByRole('dialog', { name: 'Listing details' });
    expect(within(popup).getByText('Flat R9')).toBeInTheDocument();
    expect(within(popup).getByRole('link', { name: 'View details' })).toHaveAttribute('href', '/buy-property-R9.html');
    expect(within(popup).getByRole('link', { name: 'View details' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(marker).toHaveFocus();
  });

  it('says so when there is nothing to show', () => {
    render(withI18n(<MapSearch listings={[]} locale="en-us" />));
    expect(screen.getByText('No listings with a location to show on the map.')).toBeInTheDocument();
    expect(screen.queryAllByTestId('map-marker')).toHaveLength(0);
  });
});

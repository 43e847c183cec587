import { getEstate, getNearbyEstateList } from '@portal/shared/endpoints';
import { i18nReady } from '@portal/shared/i18n';
import { setRemoteLoader, type MapSearchProps } from '@portal/shared/mf';
import { render, screen, within } from '@testing-library/react';
import { ESTATE, estateItem, fakeApi, failure, inApp } from '../testing';
import EstateMapPage from './estate-map-page';

const api = fakeApi();
const LOADED = { timeout: 10_000 };
afterAll(() => i18nReady());
afterEach(() => setRemoteLoader(undefined));

const Map = ({ listings, locale }: MapSearchProps) => (
  <ul aria-label={`map ${locale}`}>{listings.map((l) => <li key={l.id}>{`${l.title} ${l.priceText} ${l.href} ${l.lat},${l.lng}`}</li>)}</ul>
);
const page = (estateId = '7') => render(inApp(<EstateMapPage routeName="estateMap" params={{ estateId }} locale="en-us" search="" />, { path: `/en-us/estate-map/${estateId}` }));

describe('EstateMapPage', () => {
  it("puts the estate and its nearest estates on the listings remote's map, and lists them", async () => {
    const load = jest.fn().mockResolvedValue({ default: Map });
    setRemoteLoader(load);
    api.answer(getEstate, ESTATE);
    api.answer(getNearbyEstateList, [{ ...estateItem(8, 'Kornhill', { avgDealPrice: null, lat: 22.2851, lng: 114.2175 }), distance: 640.4 }]);
    page();
    expect(await screen.findByRole('heading', { level: 1, name: 'Taikoo Shing and the estates around it' }, LOADED)).toBeInTheDocument();
    const map = await screen.findByRole('list', { name: 'map en-us' }, LOADED);
    expect(within(map).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Taikoo Shing $15,820/ft² /en-us/estate-7 22.2866,114.2168',
      'Kornhill No recent deals /en-us/estate-8 22.2851,114.2175',
    ]);
    expect(load).toHaveBeenCalledWith('listings', 'MapSearch');
    expect(api.requests(getNearbyEstateList)[0]!.query).toMatchObject({ estateID: '7', count: '20' });
    const list = screen.getByTestId('estate-map-list');
    expect(list).toHaveAttribute('aria-busy', 'false');
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Taikoo Shing · this estate · Average deal $15,820/ft²', 'Kornhill · 640 m · No recent deals',
    ]);
  });

  it('lists the estates and says so when the map cannot be loaded', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    setRemoteLoader(jest.fn().mockRejectedValue(new Error('down')));
    api.answer(getEstate, ESTATE);
    api.answer(getNearbyEstateList, []);
    page();
    expect(await screen.findByText('The map cannot be shown right now; the estates are listed below.', {}, LOADED)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: 'Taikoo Shing' })).toHaveAttribute('href', '/en-us/estate-7');
    warn.mockRestore();
    error.mockRestore();
  });

  it('says when the estate does not exist', async () => {
    api.answer(getEstate, failure(404, 'Not found'));
    api.answer(getNearbyEstateList, failure(404, 'Not found'));
    page('999');
    expect(await screen.findByRole('heading', { name: 'This estate could not be found' }, LOADED)).toBeInTheDocument();
  });
});

import { i18nReady } from '@portal/shared/i18n';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { answerApi, CARD, CARD_2, DEVELOPERS, DICTIONARIES, GSCOPE, inApp, searchPage } from '../testing';
import NewPropertyListPage from './new-property-list-page';

// the first answer waits for its contract to load (answers are checked against it): allow for a busy machine
const LOADED = { timeout: 10_000 };
const REFERENCE = {
  '/DictionaryInfo/SearchDictionaryInfo': DICTIONARIES,
  '/DictionaryInfo/GetGscope': GSCOPE,
  '/Estate/SearchDeveloperResponses': DEVELOPERS,
};

const page = (filter?: string, locale: 'zh-hk' | 'en-us' = 'en-us') => (
  <NewPropertyListPage routeName="newPropertyList" params={filter ? { filter } : {}} locale={locale} search="" />
);

afterAll(() => i18nReady());

describe('NewPropertyListPage', () => {
  it('lists the developments of the filter with their status, prices and links, chips of the filter, and pages', async () => {
    const api = answerApi({ ...REFERENCE, '/NewEstate/SearchNewEstate': searchPage([CARD, CARD_2], 45) });
    render(inApp(page('y2hk13'), { path: '/en-us/new-properties/y2hk13/' }));
    expect(screen.getByRole('heading', { level: 1, name: 'New developments' })).toBeInTheDocument();
    const cards = await screen.findAllByTestId('new-estate-card', {}, LOADED);
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('heading', { name: 'Union Sai Kung Court' })).toBeInTheDocument();
    expect(within(cards[0]!).getByText('On sale')).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('link')).toHaveAttribute('href', '/en-us/new-property-80019.html');
    expect(within(cards[1]!).getByText('Prices to be announced')).toBeInTheDocument();
    expect(screen.getByTestId('list-total')).toHaveTextContent('45 developments');
    const chips = screen.getByTestId('filter-chips');
    expect(within(chips).getByText('On sale')).toBeInTheDocument();
    expect(within(chips).getByText('Sai Kung')).toBeInTheDocument();
    expect(screen.getByTestId('filter-y-2')).toHaveAttribute('aria-current', 'true');
    expect(screen.getByTestId('filter-y-1')).toHaveAttribute('href', '/en-us/new-properties/y1y2hk13/');
    expect(screen.getByRole('link', { name: /page 3/i })).toHaveAttribute('href', '/en-us/new-properties/y2hk13g3/');
    expect(api.paths).toContain('/NewEstate/SearchNewEstate');
  });

  it('shows the page on a map of the districts, each pin a link to its development', async () => {
    answerApi({ ...REFERENCE, '/NewEstate/SearchNewEstate': searchPage([CARD, CARD_2]) });
    render(inApp(page(), { path: '/en-us/new-properties' }));
    await screen.findAllByTestId('new-estate-card', {}, LOADED);
    expect(screen.queryByTestId('new-estate-map')).toBeNull();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Map' })));
    const map = screen.getByTestId('new-estate-map');
    expect(within(map).getByRole('link', { name: 'Union Sai Kung Court' })).toHaveAttribute('href', '/en-us/new-property-80019.html');
    expect(within(map).getByText('2 developments on the map; select a pin to open it.')).toBeInTheDocument();
  });

  it('in Chinese, and says so when nothing matches', async () => {
    answerApi({ ...REFERENCE, '/NewEstate/SearchNewEstate': searchPage([]) }, 'zh-hk');
    render(inApp(page('y3', 'zh-hk'), { path: '/new-properties/y3/', locale: 'zh-hk' }));
    expect(screen.getByRole('heading', { level: 1, name: '新盤' })).toBeInTheDocument();
    expect(await screen.findByText('沒有符合篩選條件的新盤', {}, LOADED)).toBeInTheDocument();
  });

  it('refuses a filter with codes of another list', () => {
    answerApi(REFERENCE);
    render(inApp(page('t1'), { path: '/en-us/new-properties/t1/' }));
    expect(screen.getByRole('heading', { name: 'This list address is not valid' })).toBeInTheDocument();
  });
});

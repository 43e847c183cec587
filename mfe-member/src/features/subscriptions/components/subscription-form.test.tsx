import type { DictionaryEntry } from '@portal/shared/contracts';
import { addUserSubscribe, getGscope, searchDictionaryInfo } from '@portal/shared/endpoints';
import { addSavedSearch } from '@portal/shared/storage';
import { EMPTY_FILTER, parse } from '@portal/shared/url';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, failure, GSCOPE, inApp } from '../../../testing';
import { SubscriptionForm } from './subscription-form';
import { savedSearchChoices } from './saved-search-choices';

const api = fakeApi();
const LOADED = { timeout: 10_000 };
afterEach(() => localStorage.clear());

const SAVED = {
  subscribeId: 3, name: 'Wan Chai 2 rooms', propertyType: 'buy' as const, propertyCategory: null, districtCode: null, districtNameWithCulture: null,
  filter: {}, searchConditions: '', createdAt: '2026-04-01T08:00:00.000Z',
};

describe('SubscriptionForm', () => {
  it('keeps the name rule of spec 5 before calling', async () => {
    api.answer(getGscope, GSCOPE);
    const user = userEvent.setup();
    render(inApp(<SubscriptionForm locale="en-us" onCreated={jest.fn()} />, { path: '/en-us/newSubscribe' }));
    await user.type(screen.getByLabelText(/^Name/), 'A name far longer than thirty English letters');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('The name can have at most 15 Chinese characters or 30 English letters and digits')).toBeInTheDocument();
    expect(api.requests(addUserSubscribe)).toEqual([]);
  });

  it('subscribes from a saved search with its filter, and shows the limit message of the API', async () => {
    api.answer(getGscope, GSCOPE);
    addSavedSearch('rent', 'Wan Chai', { ...EMPTY_FILTER, codes: { hk: ['05'] }, query: {} });
    let calls = 0;
    api.answer(addUserSubscribe, () => (++calls === 1 ? SAVED : failure(409, 'Subscription limit reached: remove one via manage')));
    const onCreated = jest.fn();
    const user = userEvent.setup();
    render(inApp(<SubscriptionForm locale="en-us" onCreated={onCreated} />, { path: '/en-us/newSubscribe' }));
    await screen.findByRole('option', { name: 'Kowloon · Yau Tsim Mong' }, LOADED);
    await user.selectOptions(screen.getByLabelText('Start from a saved search'), 'Wan Chai');
    await user.type(screen.getByLabelText(/^Name/), 'Wan Chai rent');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    const body = api.requests(addUserSubscribe)[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ name: 'Wan Chai rent', propertyType: 'rent', searchConditions: 'Wan Chai', filter: { rentalType: 2, zoneCode: expect.any(String) } });
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Subscription limit reached: remove one via manage');
  });
  // the dictionary answer lists groups out of their sort order: band n is the n-th by sort, as on the list pages
  const entry = (itemName: string, dictionaryValue: string, sort: number): DictionaryEntry =>
    ({ itemName, dictionaryValue, dictionaryNameWithCulture: dictionaryValue, parentDictionaryValue: null, sort, children: [] });
  const DICTIONARIES = [
    entry('Area', '500-700', 3), entry('Area', '0-300', 1), entry('Area', '300-500', 2),
    entry('BuildingAge', '5-10', 2), entry('BuildingAge', '0-5', 1),
    entry('NewEstateSalesComDate', '2025-2025', 2), entry('NewEstateSalesComDate', '2024-2024', 1),
  ];
  const banded = () => {
    const filter = parse('hk05a3d2o1j2');
    if (!filter) throw new Error('the codec refused the test URL');
    return filter;
  };

  it('sends the area, building-age and intake bands of a saved search as the ranges the list pages send', async () => {
    api.answer(getGscope, GSCOPE);
    api.answer(searchDictionaryInfo, DICTIONARIES);
    api.answer(addUserSubscribe, SAVED);
    addSavedSearch('buy', 'Wan Chai 500-700 ft, new', banded());
    const onCreated = jest.fn();
    const user = userEvent.setup();
    render(inApp(<SubscriptionForm locale="en-us" onCreated={onCreated} />, { path: '/en-us/newSubscribe' }));
    await waitFor(() => expect(screen.getByRole('option', { name: 'Wan Chai 500-700 ft, new' })).toBeEnabled(), LOADED);
    await user.selectOptions(screen.getByLabelText(/Start from a saved search/), 'Wan Chai 500-700 ft, new');
    await user.type(screen.getByLabelText(/^Name/), 'Wan Chai big');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect((api.requests(addUserSubscribe)[0]!.body as { filter: object }).filter).toMatchObject({
      buildingArea: '500-700', saleableArea: '300-500', buildingAge: '0-5', intakeTime: ['2025-2025'], zoneCode: expect.any(String),
    });
  });

  it('does not offer a banded saved search while its bands cannot be read, and says why', async () => {
    api.answer(getGscope, GSCOPE);
    api.answer(searchDictionaryInfo, failure(500, 'Server error'));
    addSavedSearch('buy', 'Wan Chai 500-700 ft, new', banded());
    addSavedSearch('rent', 'Wan Chai', { ...EMPTY_FILTER, codes: { hk: ['05'] }, query: {} });
    render(inApp(<SubscriptionForm locale="en-us" onCreated={jest.fn()} />, { path: '/en-us/newSubscribe' }));
    expect(await screen.findByText('The area and age ranges could not be loaded, so saved searches with them cannot be chosen', {}, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Wan Chai 500-700 ft, new' })).toBeDisabled();
    expect(screen.getByRole('option', { name: 'Wan Chai' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Load the ranges again' })).toBeInTheDocument();
  });

  it('asks for no dictionaries when no saved search has a band', async () => {
    api.answer(getGscope, GSCOPE);
    addSavedSearch('rent', 'Wan Chai', { ...EMPTY_FILTER, codes: { hk: ['05'] }, query: {} });
    render(inApp(<SubscriptionForm locale="en-us" onCreated={jest.fn()} />, { path: '/en-us/newSubscribe' }));
    await screen.findByRole('option', { name: 'Kowloon · Yau Tsim Mong' }, LOADED);
    expect(api.requests(searchDictionaryInfo)).toEqual([]);
  });
});

describe('savedSearchChoices', () => {
  it('marks a search whose band does not resolve instead of dropping the band', () => {
    addSavedSearch('buy', 'Old band', { ...EMPTY_FILTER, codes: { a: ['9'] }, query: {} });
    const [choice] = savedSearchChoices(() => undefined);
    expect(choice).toMatchObject({ label: 'Old band', unresolved: true });
    const [resolved] = savedSearchChoices((group, band) => (group === 'buildingArea' && band === '9' ? '1000-1500' : undefined));
    expect(resolved).toMatchObject({ unresolved: false, filter: { buildingArea: '1000-1500', rentalType: 1 } });
  });
});

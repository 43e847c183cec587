import { addUserSubscribe, getGscope } from '@portal/shared/endpoints';
import { addSavedSearch } from '@portal/shared/storage';
import { EMPTY_FILTER } from '@portal/shared/url';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, failure, GSCOPE, inApp } from '../../../testing';
import { SubscriptionForm } from './subscription-form';

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
});

import { readSignedIn } from '@portal/shared/api';
import { getCollectionCount, signIn } from '@portal/shared/endpoints';
import { useBaseStore } from '@portal/shared/stores';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endSession } from '../../../lib/session';
import { fakeApi, failure, SESSION, withI18n } from '../../../testing';
import { SignInForm } from './sign-in-form';

const api = fakeApi();
afterEach(() => endSession());

async function fill(account: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/E-mail or Hong Kong mobile/), account);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('SignInForm', () => {
  it('checks the account and password with the shared rules before calling', async () => {
    render(withI18n(<SignInForm onSignedIn={jest.fn()} />));
    await fill('2345 6789', 'x');
    expect(await screen.findByText('Please enter an e-mail address or a Hong Kong mobile number')).toBeInTheDocument();
    expect(api.paths()).toEqual([]);
  });

  it('signs in, remembers the member without the token, and counts their bookmarks', async () => {
    api.answer(signIn, SESSION);
    api.answer(getCollectionCount, { total: 23, counts: [{ type: 'buy', count: 23 }] });
    const onSignedIn = jest.fn();
    render(withI18n(<SignInForm onSignedIn={onSignedIn} />));
    await fill('9123 4567', 'harbour-view-8');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(SESSION.user));
    expect(api.requests(signIn)[0]!.body).toEqual({ account: '9123 4567', password: 'harbour-view-8' });
    expect(readSignedIn()).toEqual({ userID: 41, userName: 'Chan Tai Man' });
    expect(JSON.stringify(localStorage)).not.toContain(SESSION.token);
    expect(useBaseStore.getState().userInfo).toEqual({ userID: 41, userName: 'Chan Tai Man' });
    await waitFor(() => expect(useBaseStore.getState().collectionCount).toBe(23));
  });

  it("shows the API's own message when the password is wrong or the account is locked", async () => {
    api.answer(signIn, failure(401, 'The account or password is not correct'));
    render(withI18n(<SignInForm onSignedIn={jest.fn()} />));
    await fill('tm.chan@example.com', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('The account or password is not correct');
    expect(readSignedIn()).toBeUndefined();
  });

  it('says the connection failed when no answer came back', async () => {
    render(withI18n(<SignInForm onSignedIn={jest.fn()} api={{ signIn: () => Promise.reject(new TypeError('offline')) }} />));
    await fill('tm.chan@example.com', 'harbour-view-8');
    expect(await screen.findByRole('alert')).toHaveTextContent('The connection failed');
  });
});

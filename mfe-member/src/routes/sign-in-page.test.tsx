import { i18nReady } from '@portal/shared/i18n';
import { getCollectionCount, signIn } from '@portal/shared/endpoints';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endSession, startSession } from '../lib/session';
import { fakeApi, inApp, SESSION } from '../testing';
import SignInPage from './sign-in-page';

const api = fakeApi();
afterEach(() => endSession());
// importing the page registers its messages, which starts loading them into the page i18n: let it finish
afterAll(() => i18nReady());

const page = (search: string) => inApp(<SignInPage routeName="signIn" params={{}} locale="en-us" search={search} />, { path: `/en-us/member/sign-in${search}` });

describe('SignInPage', () => {
  it('goes back to where the route check came from once signed in', async () => {
    api.answer(signIn, SESSION);
    api.answer(getCollectionCount, { total: 0, counts: [] });
    const user = userEvent.setup();
    render(page('?redirect=%2Fen-us%2Fmember%2Forders'));
    expect(screen.getByRole('link', { name: 'New here? Create an account' })).toHaveAttribute('href', '/en-us/member/sign-up?redirect=%2Fen-us%2Fmember%2Forders');
    await user.type(screen.getByLabelText(/E-mail or Hong Kong mobile/), 'tm.chan@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'harbour-view-8');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/en-us/member/orders'));
  });

  it('never sends the member to another site, and goes to the member centre instead', async () => {
    api.answer(signIn, SESSION);
    api.answer(getCollectionCount, { total: 0, counts: [] });
    const user = userEvent.setup();
    render(page('?redirect=https%3A%2F%2Fevil.example%2F'));
    await user.type(screen.getByLabelText(/E-mail or Hong Kong mobile/), 'tm.chan@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'harbour-view-8');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/en-us\/member$/));
  });

  it("without a way back, returns to the page of the site it was opened from (the bookmark limit's link)", async () => {
    api.answer(signIn, SESSION);
    api.answer(getCollectionCount, { total: 0, counts: [] });
    Object.defineProperty(document, 'referrer', { value: `${window.location.origin}/en-us/buy?page=2`, configurable: true });
    const user = userEvent.setup();
    render(page(''));
    await user.type(screen.getByLabelText(/E-mail or Hong Kong mobile/), 'tm.chan@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'harbour-view-8');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/en-us/buy?page=2'));
    Object.defineProperty(document, 'referrer', { value: '', configurable: true });
  });

  it('tells a member who is already signed in', () => {
    api.answer(getCollectionCount, { total: 0, counts: [] });
    startSession({ userID: 41, userName: 'Chan Tai Man' });
    render(page(''));
    expect(screen.getByText('You are signed in as Chan Tai Man.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/en-us/member');
  });
});

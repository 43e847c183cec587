import { createListingOrder, getPaymentMethods } from '@portal/shared/endpoints';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, failure, inApp } from '../../../testing';
import { NewOrder } from './new-order';

const api = fakeApi();
const LOADED = { timeout: 10_000 };
const BANK = { bankName: 'Harbour Bank', accountName: 'HarbourHome Ltd', accountNumber: '012-345678-001' };

const order = (onOrdered = jest.fn()) => inApp(<NewOrder locale="en-us" listingId="S1024" onOrdered={onOrdered} />, { path: '/en-us/member/orders' });

describe('NewOrder', () => {
  it('orders a plan by bank transfer and shows the account and the reference to quote', async () => {
    api.answer(getPaymentMethods, { bankTransfer: BANK, card: false, paypal: false });
    api.answer(createListingOrder, { orderId: 12, amount: 388, status: 'pending', reference: 'HH-12-7Q4K', bankAccount: BANK });
    const onOrdered = jest.fn();
    const user = userEvent.setup();
    render(order(onOrdered));
    await screen.findByRole('button', { name: 'Pay by bank transfer' }, LOADED);
    expect(screen.queryByRole('button', { name: 'Pay by card' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay with PayPal' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Plan'), 'promotion');
    await user.click(screen.getByRole('button', { name: 'Pay by bank transfer' }));
    expect(await screen.findByTestId('transfer-reference')).toHaveTextContent('HH-12-7Q4K');
    expect(screen.getByText('012-345678-001')).toBeInTheDocument();
    expect(screen.getByLabelText('Upload the payment proof (image or PDF)')).toBeInTheDocument();
    expect(api.requests(createListingOrder)[0]!.body).toEqual({ listingId: 'S1024', plan: 'promotion', paymentMethod: 'bank-transfer' });
    expect(onOrdered).toHaveBeenCalled();
  });

  it('offers card and PayPal only when configured, and says when nothing is', async () => {
    api.answer(getPaymentMethods, { bankTransfer: null, card: true, paypal: true });
    const { unmount } = render(order());
    expect(await screen.findByRole('button', { name: 'Pay by card' }, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay with PayPal' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay by bank transfer' })).not.toBeInTheDocument();
    unmount();
    api.answer(getPaymentMethods, { bankTransfer: null, card: false, paypal: false });
    render(order());
    expect(await screen.findByText('No way of paying is available at the moment.', {}, LOADED)).toBeInTheDocument();
  });

  it("shows the API's refusal (not the member's listing)", async () => {
    api.answer(getPaymentMethods, { bankTransfer: BANK, card: false, paypal: false });
    api.answer(createListingOrder, failure(404, 'Not found'));
    const user = userEvent.setup();
    render(order());
    await user.click(await screen.findByRole('button', { name: 'Pay by bank transfer' }, LOADED));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Not found'));
  });
});

import { i18nReady } from '@portal/shared/i18n';
import { setRemoteLoader, type MortgageCalculatorProps } from '@portal/shared/mf';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { inApp } from '../../testing';
import { MortgageSlot } from './mortgage-slot';

const LOADED = { timeout: 10_000 };
const Calculator = ({ price, locale }: MortgageCalculatorProps) => <p>{`calculator ${locale} ${price}`}</p>;

afterEach(() => setRemoteLoader(undefined));
afterAll(() => i18nReady());

describe('MortgageSlot', () => {
  it("renders the market remote's calculator with the page's language and the price", async () => {
    const load = jest.fn().mockResolvedValue({ default: Calculator });
    setRemoteLoader(load);
    render(inApp(<MortgageSlot locale="en-us" price={3_406_000} />, { path: '/en-us/new-property-1/mortgage' }));
    expect(await screen.findByText('calculator en-us 3406000', {}, LOADED)).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('market', 'MortgageCalculator');
  });

  it('with the market remote down: a clear message beside the rest of the page, and a retry that asks again', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    // React reports the error the boundary caught
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest.fn().mockRejectedValueOnce(new Error('connection refused')).mockResolvedValue({ default: Calculator });
    setRemoteLoader(load);
    render(inApp(<div><p>the rest of the page</p><MortgageSlot locale="en-us" /></div>, { path: '/en-us/new-property-1/mortgage' }));
    expect(await screen.findByRole('heading', { name: 'The mortgage calculator is unavailable right now' }, LOADED)).toBeInTheDocument();
    expect(screen.getByText('the rest of the page')).toBeInTheDocument();
    const retry = screen.getByRole('button', { name: 'Try again' });
    await act(async () => fireEvent.click(retry));
    expect(await screen.findByText('calculator en-us undefined', {}, LOADED)).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    warn.mockRestore();
    error.mockRestore();
  });
});

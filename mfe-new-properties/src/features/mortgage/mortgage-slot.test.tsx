import type { MortgageCalculatorProps } from '@portal/shared/mf';
import { i18nReady } from '@portal/shared/i18n';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { inApp } from '../../testing';
import { MortgageSlot } from './mortgage-slot';

const LOADED = { timeout: 10_000 };
const Calculator = ({ price, locale }: MortgageCalculatorProps) => <p>{`calculator ${locale} ${price}`}</p>;

afterAll(() => i18nReady());

describe('MortgageSlot', () => {
  it('renders the market remote\'s calculator with the page\'s language and the price', async () => {
    const load = jest.fn().mockResolvedValue({ default: Calculator });
    render(inApp(<MortgageSlot locale="en-us" price={3_406_000} load={load} />, { path: '/en-us/new-property-1/mortgage' }));
    expect(await screen.findByText('calculator en-us 3406000', {}, LOADED)).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('market', 'MortgageCalculator', false);
  });

  it('with the market remote down: a clear message and a retry that loads it again', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    // React reports the error the boundary caught
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest.fn().mockRejectedValueOnce(new Error('connection refused')).mockResolvedValue({ default: Calculator });
    render(inApp(<div><p>the rest of the page</p><MortgageSlot locale="en-us" load={load} /></div>, { path: '/en-us/new-property-1/mortgage' }));
    expect(await screen.findByRole('heading', { name: 'The mortgage calculator is unavailable right now' }, LOADED)).toBeInTheDocument();
    expect(screen.getByText('the rest of the page')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByText('calculator en-us undefined', {}, LOADED)).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith('market', 'MortgageCalculator', true);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('market/MortgageCalculator'), 'connection refused');
    warn.mockRestore();
    error.mockRestore();
  });
});

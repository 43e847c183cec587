import { i18nReady } from '@portal/shared/i18n';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inApp } from '../../../testing';
import { BuyingCostTool } from './buying-cost-tool';

afterAll(() => i18nReady());
// several calls or form submissions a test: allow for a busy machine
jest.setTimeout(30_000);

describe('BuyingCostTool', () => {
  it('adds stamp duty, commission, legal fees and insurance to the price, and the cash needed by completion', async () => {
    render(inApp(<BuyingCostTool today="2026-11-25" />, { path: '/en-us/market-data' }));
    // the start: HK$6M, 70% loan, 1% commission, HK$10,000 legal fees; duty HK$135,000 (a published example)
    expect(screen.getByTestId('cost-total')).toHaveTextContent('HK$6,205,000');
    expect(screen.getByTestId('cost-cash')).toHaveTextContent('HK$2,005,000');
    await userEvent.clear(screen.getByLabelText('Loan (% of price)'));
    await userEvent.type(screen.getByLabelText('Loan (% of price)'), '90');
    await userEvent.click(screen.getByLabelText('First home, every applicant salaried'));
    await userEvent.click(screen.getByLabelText('Borrow more with HKMC mortgage insurance'));
    await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    // loan HK$5.4M, premium 2.16% of it over 30 years: HK$116,640 (the submission is asynchronous)
    await waitFor(() => expect(screen.getByTestId('cost-total')).toHaveTextContent('HK$6,321,640'));
    expect(screen.getByTestId('cost-cash')).toHaveTextContent('HK$921,640');
  });
});

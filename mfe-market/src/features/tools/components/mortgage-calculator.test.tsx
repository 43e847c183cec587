import { i18nReady } from '@portal/shared/i18n';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inApp } from '../../../testing';
import { MortgageCalculator } from './mortgage-calculator';

afterAll(() => i18nReady());
// several calls or form submissions a test: allow for a busy machine
jest.setTimeout(30_000);

/** the standard annuity formula, independently of the calculator: L r / (1 - (1 + r)^-n) */
const annuity = (loan: number, annualRate: number, months: number) => {
  const r = annualRate / 12;
  return (loan * r) / (1 - (1 + r) ** -months);
};
const hk = (n: number) => `HK$${Math.round(n).toLocaleString('en-US')}`;

async function fill(label: string, value: string) {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  await userEvent.type(input, value);
}

describe('MortgageCalculator', () => {
  it('works a mortgage to the dollar: the instalment, total interest, the ratios with and without the stress test', async () => {
    render(inApp(<MortgageCalculator locale="en-us" price={8_000_000} />, { path: '/en-us/market-data' }));
    expect(screen.getByLabelText('Price (HK$)')).toHaveValue(8_000_000);
    await userEvent.selectOptions(screen.getByLabelText('Rate'), 'fixed');
    await fill('Fixed rate (%)', '3.5');
    await fill('Term (years)', '25');
    await fill('Monthly income of all applicants (HK$)', '60000');
    await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    const loan = 5_600_000;
    const monthly = Math.round(annuity(loan, 0.035, 300));
    // the submission is asynchronous (its zod resolver): the new instalment tells it has answered
    await waitFor(() => expect(screen.getByTestId('mortgage-monthly')).toHaveTextContent(hk(monthly)));
    expect(screen.getByTestId('mortgage-loan')).toHaveTextContent(`${hk(loan)} (70%)`);
    // interest is charged on each month's balance, so the total is the instalments less the loan, within cents a month
    const interest = Number(screen.getByTestId('mortgage-interest').textContent!.replace(/\D/g, ''));
    expect(Math.abs(interest - (annuity(loan, 0.035, 300) * 300 - loan))).toBeLessThan(300);
    expect(screen.getByTestId('mortgage-dsr')).toHaveTextContent(`${((monthly / 60_000) * 100).toFixed(2)}%`);
    const stressed = Math.round(annuity(loan, 0.055, 300));
    expect(screen.getByTestId('mortgage-stressed-dsr')).toHaveTextContent(`${((stressed / 60_000) * 100).toFixed(2)}%`);
    const years = within(screen.getByTestId('amortisation-table')).getAllByRole('row').slice(1);
    expect(years).toHaveLength(25);
    expect(within(years[24]!).getAllByRole('cell')[3]).toHaveTextContent('HK$0');
  });

  it('goes above the HKMA cap only with mortgage insurance, and shows its premium', async () => {
    render(inApp(<MortgageCalculator locale="en-us" price={6_000_000} />, { path: '/en-us/market-data' }));
    await fill('Loan (% of price)', '90');
    await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByText('The loan is capped at 70% of the price for this case.')).toBeInTheDocument();
    expect(screen.getByTestId('mortgage-loan')).toHaveTextContent('HK$4,200,000 (70%)');
    await userEvent.click(screen.getByLabelText('First home, every applicant salaried'));
    await userEvent.click(screen.getByLabelText('Borrow more with HKMC mortgage insurance'));
    await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    await waitFor(() => expect(screen.getByTestId('mortgage-loan')).toHaveTextContent('HK$5,400,000 (90%)'));
    // 30 years above 85% LTV: 2.16% of the loan
    expect(screen.getByText('HK$116,640 (2.16%)')).toBeInTheDocument();
  });

  it('names a field out of range in the page language and keeps the last result', async () => {
    render(inApp(<MortgageCalculator locale="zh-hk" />, { path: '/market-data', locale: 'zh-hk' }));
    const before = screen.getByTestId('mortgage-monthly').textContent;
    await fill('樓價（港元）', '5000');
    await userEvent.click(screen.getByRole('button', { name: '計算' }));
    expect(await screen.findByText('請輸入 100,000 至 1,000,000,000 港元的價錢。')).toBeInTheDocument();
    expect(screen.getByLabelText('樓價（港元）')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('mortgage-monthly').textContent).toBe(before);
  });
});

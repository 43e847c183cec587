import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inApp } from '../../../testing';
import { LeasePicker } from './lease-picker';

const view = (min: number | null, max: number | null, locale: 'en-us' | 'zh-hk' = 'en-us') =>
  render(inApp(<LeasePicker monthlyRent={16_100} minMonths={min} maxMonths={max} locale={locale} />, { path: '/servicesDetail/R1', locale }));

describe('LeasePicker', () => {
  it("starts at the apartment's minimum and shows the rent for it", () => {
    view(2, 8);
    expect(screen.getByText('This apartment lets for 2 to 8 months.')).toBeInTheDocument();
    expect(screen.getByLabelText('Months')).toHaveValue(2);
    expect(screen.getByTestId('lease-result')).toHaveTextContent('2 months: $32,200 in rent');
  });

  it('refuses a year or more, and less than a month, in words', async () => {
    view(null, null);
    const input = screen.getByLabelText('Months');
    await userEvent.clear(input);
    await userEvent.type(input, '12');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('lease-result')).toHaveTextContent('The lease must be shorter than a year');
    await userEvent.clear(input);
    await userEvent.type(input, '0');
    expect(screen.getByTestId('lease-result')).toHaveTextContent('The lease must be at least one month');
    await userEvent.clear(input);
    await userEvent.type(input, '11');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.getByTestId('lease-result')).toHaveTextContent('11 months: $177.1K in rent');
  });

  it("holds the apartment's own maximum, and the steppers stop at the ends", async () => {
    view(1, 3);
    const input = screen.getByLabelText('Months');
    const longer = screen.getByRole('button', { name: 'One month longer' });
    const shorter = screen.getByRole('button', { name: 'One month shorter' });
    expect(shorter).toBeDisabled();
    await userEvent.click(longer);
    await userEvent.click(longer);
    expect(input).toHaveValue(3);
    expect(longer).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, '5');
    expect(screen.getByTestId('lease-result')).toHaveTextContent('This apartment lets for at most 3 months');
    await userEvent.click(shorter);
    expect(input).toHaveValue(3);
  });

  it('says so when the apartment has no term inside the rule', () => {
    view(12, 24);
    expect(screen.queryByLabelText('Months')).not.toBeInTheDocument();
    expect(screen.getByText('No lease length is available for this apartment.')).toBeInTheDocument();
  });

  it('speaks Chinese in zh-hk', async () => {
    view(null, null, 'zh-hk');
    await userEvent.type(screen.getByLabelText('月數'), '5');
    expect(screen.getByTestId('lease-result')).toHaveTextContent('租期須少於一年');
  });
});

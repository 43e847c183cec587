import { AVD_SCHEDULES } from '@portal/shared/calc';
import { i18nReady } from '@portal/shared/i18n';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inApp } from '../../../testing';
import { StampDutyTool } from './stamp-duty-tool';

afterAll(() => i18nReady());

async function duty(value: string, date: string, use = 'residential') {
  fireEvent.change(screen.getByLabelText('Price or value (HK$)'), { target: { value } });
  fireEvent.change(screen.getByLabelText('Agreement date'), { target: { value: date } });
  await userEvent.selectOptions(screen.getByLabelText('Property use'), use);
  await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
}

/** the form's submission is asynchronous (its zod resolver): wait for the result, not for the click */
const shows = (testId: string, text: string) => waitFor(() => expect(screen.getByTestId(testId)).toHaveTextContent(text));

// a dozen calculations a test, each a form submission: allow for a busy machine
jest.setTimeout(30_000);

describe('StampDutyTool', () => {
  it('states the duty of every worked example of the 2026 schedule', async () => {
    render(inApp(<StampDutyTool today="2026-11-25" />, { path: '/en-us/market-data' }));
    const examples = Object.entries(AVD_SCHEDULES.find((s) => s.id === 'residential-from-2026-02-26')!.examples!);
    expect(examples.length).toBeGreaterThan(5);
    for (const [value, expected] of examples) {
      await duty(value, '2026-03-01');
      await shows('stamp-duty', `HK$${expected.toLocaleString('en-US')}`);
    }
  });

  it('shows the band that applies and the schedule of the agreement date', async () => {
    render(inApp(<StampDutyTool today="2026-11-25" />, { path: '/en-us/market-data' }));
    await duty('8000000', '2026-03-01');
    await shows('stamp-duty', 'HK$240,000');
    expect(screen.getByTestId('stamp-duty-band')).toHaveTextContent('Over HK$6,642,860 up to HK$9,000,000: 3% of the value');
    expect(screen.getByText('Residential, from 26 February 2026')).toBeInTheDocument();
    // above HK$100M the 2026 change: 6.5% for a residential flat, 4.25% before it and for other property
    await duty('120000000', '2026-03-01');
    await shows('stamp-duty', 'HK$7,800,000');
    await duty('120000000', '2026-02-25');
    await shows('stamp-duty', 'HK$5,100,000');
    expect(screen.getByText('Scale 2, 26 February 2025 to 25 February 2026')).toBeInTheDocument();
    await duty('120000000', '2026-03-01', 'non-residential');
    // the same duty as the previous answer: the schedule tells the new answer has come
    expect(await screen.findByText('Non-residential, from 26 February 2026')).toBeInTheDocument();
    expect(screen.getByTestId('stamp-duty')).toHaveTextContent('HK$5,100,000');
    // a marginal band, and an agreement from before the demand-side measures were cancelled
    await duty('4200000', '2024-01-15');
    await shows('stamp-duty-band', 'Over HK$3,528,240 up to HK$4,500,000: 1.5% of the value');
    expect(screen.getByRole('note')).toHaveTextContent('before 28 February 2024');
    await duty('4200000', '2026-03-01');
    await shows('stamp-duty-band', 'Over HK$4,000,000 up to HK$4,323,780: HK$100 plus 20% of the excess over HK$4,000,000');
    expect(screen.getByTestId('stamp-duty')).toHaveTextContent('HK$40,100');
  });

  it('refuses a date before the schedules it knows', async () => {
    render(inApp(<StampDutyTool today="2026-11-25" />, { path: '/en-us/market-data' }));
    await duty('8000000', '2022-12-31');
    expect(await screen.findByText('The tools cover agreements from 22 February 2023.')).toBeInTheDocument();
  });
});

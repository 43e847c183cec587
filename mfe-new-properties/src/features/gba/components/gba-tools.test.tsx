import { i18nReady } from '@portal/shared/i18n';
import { getGbaBuyingRules } from '@portal/shared/endpoints';
import { answerApi, fixture } from '@portal/shared/testing';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { inApp } from '../testing';
import { GbaTools } from './gba-tools';

const LOADED = { timeout: 10_000 };
afterAll(() => i18nReady());

describe('GbaTools', () => {
  it('works the example out in RMB and HKD at the stated rate, each rule with its source', async () => {
    answerApi({ '/Gba/GetBuyingRules': fixture(getGbaBuyingRules) });
    render(inApp(<GbaTools locale="en-us" />, { path: '/en-us/gbaTools' }));
    const down = await screen.findByTestId('sum-down', {}, LOADED);
    expect(within(down).getAllByRole('cell').map((c) => c.textContent)).toEqual(['RMB 900,000', 'HKD 987,750']);
    expect(within(screen.getByTestId('sum-monthly')).getAllByRole('cell').map((c) => c.textContent)).toEqual(['RMB 9,430', 'HKD 10,349']);
    expect(within(screen.getByTestId('sum-deed-tax')).getAllByRole('cell').map((c) => c.textContent)).toEqual(['RMB 30,000', 'HKD 32,925']);
    expect(within(screen.getByTestId('sum-upfront')).getAllByRole('cell').map((c) => c.textContent)).toEqual(['RMB 930,080', 'HKD 1,020,763']);
    const sums = screen.getByTestId('gba-sums');
    expect(sums).toHaveTextContent('HKD amounts at HKD 1.0975 for RMB 1, the rate of 2026-11-20');
    expect(sums).toHaveTextContent("Deed tax: Family's only home: 1% up to 140 m², 1.5% above.");
    expect(sums).toHaveTextContent('Source: Announcement No. 16 of 2024 (deed tax) · dated 2024-11-13 · as reported, check the original');
  });

  it("says what is wrong instead of sums when the input breaks the city's rules", async () => {
    answerApi({ '/Gba/GetBuyingRules': fixture(getGbaBuyingRules) });
    render(inApp(<GbaTools locale="en-us" />, { path: '/en-us/gbaTools' }));
    fireEvent.change(await screen.findByLabelText('Down payment (%)', {}, LOADED), { target: { value: '10' } });
    expect(screen.getByText('In Shenzhen the down payment is at least 15%.')).toBeInTheDocument();
    expect(screen.getByLabelText('Down payment (%)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('gba-sums')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Down payment (%)'), { target: { value: '50' } });
    expect(within(await screen.findByTestId('sum-loan')).getAllByRole('cell')[0]).toHaveTextContent('RMB 1,500,000');
  });
});

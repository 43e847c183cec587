import { i18nReady } from '@portal/shared/i18n';
import { render, screen, within } from '@testing-library/react';
import { deal, dealPage, inApp } from '../../../testing';
import { DealPageView } from './deal-page-view';

afterAll(() => i18nReady());

const view = (loading: boolean) =>
  render(inApp(
    <DealPageView title="Transactions" testId="deals" locale="en-us" rentalType={2} data={dealPage([deal(501)], 25)} loading={loading}
      error={null} onRetry={() => undefined} emptyTitle="None" hrefWith={({ kind = 'rent', page = 1 }) => `/en-us/deals?kind=${kind}&page=${page}`} />,
    { path: '/en-us/deals?kind=rent' },
  ));

describe('DealPageView', () => {
  it('while another kind or page loads, says it is busy and keeps the rows before dimmed and out of reach; the switch stays usable', async () => {
    view(true);
    const section = await screen.findByTestId('deals');
    expect(section).toHaveAttribute('aria-busy', 'true');
    const rows = within(section).getByRole('table', { hidden: true }).parentElement as HTMLElement;
    expect(rows.closest('[inert]')).not.toBeNull();
    // the sale/lease switch is outside the inert part
    expect(within(section).getByRole('link', { name: 'Leases' }).closest('[inert]')).toBeNull();
    expect(within(section).getByRole('link', { name: 'Leases' })).toHaveAttribute('aria-current', 'true');
  });

  it('once the page has come, is not busy and its rows are links again', async () => {
    view(false);
    const section = await screen.findByTestId('deals');
    expect(section).toHaveAttribute('aria-busy', 'false');
    expect(section.querySelector('[inert]')).toBeNull();
    expect(within(section).getByRole('link', { name: '14 Oct 2026' })).toHaveAttribute('href', '/en-us/deal/501');
  });
});

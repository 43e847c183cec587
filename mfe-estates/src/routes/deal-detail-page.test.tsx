import { getDealById } from '@portal/shared/endpoints';
import { i18nReady } from '@portal/shared/i18n';
import { render, screen, within } from '@testing-library/react';
import { deal, fakeApi, failure, inApp } from '../testing';
import DealDetailPage from './deal-detail-page';

const api = fakeApi();
const LOADED = { timeout: 10_000 };

afterAll(() => i18nReady());

const page = (id = '501') => render(inApp(<DealDetailPage routeName="dealDetail" params={{ id }} locale="en-us" search="" />, { path: `/en-us/deal/${id}` }));

describe('DealDetailPage', () => {
  it("shows the deal with its gain, the flat's earlier deals and the estate's deals of the time", async () => {
    api.answer(getDealById, {
      deal: deal(501),
      flatDeals: [deal(300, { dealDate: '2019-05-02', price: 7_800_000, previousPrice: null, previousDate: null, changePct: null })],
      aroundDeals: [deal(502, { floor: 20, flat: 'A', dealDate: '2026-10-20' })],
    });
    page();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sale of Block 3 · 12/F · Flat B' }, LOADED)).toBeInTheDocument();
    expect(api.requests(getDealById)[0]!.query).toMatchObject({ dealId: '501' });
    const facts = screen.getByTestId('deal-facts');
    expect(within(facts).getByText('Gain 19.2%')).toBeInTheDocument();
    expect(within(facts).getByText('$9.3M')).toBeInTheDocument();
    expect(within(facts).getByText('$7.8M (2 May 2019)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Taikoo Shing' })).toHaveAttribute('href', '/en-us/estate-7');
    const [flat, around] = screen.getAllByTestId('deal-table');
    expect(within(flat!).getByRole('link', { name: '2 May 2019' })).toHaveAttribute('href', '/en-us/deal/300');
    expect(within(around!).getByText('Block 3 · 20/F · Flat A')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Every transaction of Taikoo Shing' })).toHaveAttribute('href', '/en-us/estate-7?tab=history');
  });

  it('says when the deal does not exist, without asking for a bad id', async () => {
    api.answer(getDealById, failure(404, 'Not found'));
    page('999');
    expect(await screen.findByRole('heading', { name: 'This transaction could not be found' }, LOADED)).toBeInTheDocument();
    page('x1');
    expect(api.requests(getDealById)).toHaveLength(1);
  });
});

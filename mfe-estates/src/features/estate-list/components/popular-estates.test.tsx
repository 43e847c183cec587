import { searchEstate } from '@portal/shared/endpoints';
import { i18nReady } from '@portal/shared/i18n';
import { render, screen, within } from '@testing-library/react';
import { estateItem, estatePage, fakeApi, inApp } from '../../../testing';
import { PopularEstates } from './popular-estates';

const api = fakeApi();
afterAll(() => i18nReady());

describe('PopularEstates', () => {
  it('shows the six estates with the most deals this month, each linking to its page', async () => {
    api.answer(searchEstate, estatePage([estateItem(7, 'Taikoo Shing', { monthDealCount: 14 }), estateItem(9, 'Mei Foo Sun Chuen', { monthDealCount: 11 })], 300));
    render(inApp(<PopularEstates locale="en-us" />, { path: '/en-us' }));
    const cards = await screen.findAllByTestId('estate-card', {}, { timeout: 10_000 });
    expect(api.requests(searchEstate)[0]!.body).toEqual({ order: 'DealCountDesc', pageIndex: 1, pageCount: 6 });
    expect(within(cards[1]!).getByRole('heading', { level: 3 })).toHaveTextContent('Mei Foo Sun Chuen');
    expect(within(cards[1]!).getByRole('link')).toHaveAttribute('href', '/en-us/estate-9');
    expect(within(cards[0]!).getByText('14 deals this month · 30 for sale · 18 for rent')).toBeInTheDocument();
  });
});

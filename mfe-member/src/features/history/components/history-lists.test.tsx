import { addHistory, getDeleteCounters, syncDeleteCounters } from '@portal/shared/storage';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inApp } from '../../../testing';
import { HistoryLists } from './history-lists';

afterEach(() => localStorage.clear());

describe('HistoryLists (spec 4.8)', () => {
  it('lists the visited listings newest first, removes one and clears the list with its delete counter', async () => {
    syncDeleteCounters([{ type: 'buy', count: 2 }]);
    addHistory('buy', '101', { titleWithCulture: 'Kornhill, Block H', regionNameWithCulture: 'Quarry Bay', salePrice: 7_200_000 });
    addHistory('buy', '102', { titleWithCulture: 'Laguna City, Phase 2', regionNameWithCulture: 'Lam Tin', salePrice: 6_100_000 });
    const user = userEvent.setup();
    render(inApp(<HistoryLists locale="en-us" type="buy" onType={jest.fn()} />, { path: '/en-us/history' }));
    const rows = screen.getAllByTestId('history-entry');
    expect(rows.map((r) => within(r).getByRole('link').textContent)).toEqual(['Laguna City, Phase 2', 'Kornhill, Block H']);
    expect(within(rows[0]!).getByRole('link')).toHaveAttribute('href', '/en-us/buy-property-102.html');
    expect(screen.getByText('2 of 30 kept')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Kornhill, Block H from the history' }));
    expect(screen.getAllByTestId('history-entry')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Clear this list' }));
    expect(screen.getByText('Nothing viewed yet')).toBeInTheDocument();
    expect(getDeleteCounters()).toEqual([{ type: 'buy', count: 3 }]);
  });

  it('switches lists by their tabs', async () => {
    const onType = jest.fn();
    render(inApp(<HistoryLists locale="en-us" type="buy" onType={onType} />, { path: '/en-us/history' }));
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Estates' }));
    expect(onType).toHaveBeenCalledWith('estate');
  });
});

import { i18nReady } from '@portal/shared/i18n';
import { HISTORY_CAPS, addHistory, getHistory } from '@portal/shared/storage';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { estateItem, inApp } from '../../../testing';
import { RecentEstates } from './recent-estates';

afterAll(() => i18nReady());
beforeEach(() => localStorage.clear());

const visit = (id: number, name: string) => addHistory('estate', String(id), estateItem(id, name));

describe('RecentEstates', () => {
  it('lists the viewed estates newest first, keeps 15, and removes one or all', async () => {
    for (let i = 1; i <= 17; i += 1) visit(i, `Estate ${i}`);
    visit(3, 'Estate 3');
    render(inApp(<RecentEstates locale="en-us" />, { path: '/en-us/estate' }));
    const list = await screen.findByTestId('recent-estates');
    const links = within(list).getAllByRole('link');
    expect(HISTORY_CAPS.estate).toBe(15);
    expect(links).toHaveLength(15);
    expect(links.slice(0, 3).map((a) => a.textContent)).toEqual(['Estate 3', 'Estate 17', 'Estate 16']);
    expect(links[0]).toHaveAttribute('href', '/en-us/estate-3');
    await userEvent.click(within(list).getByRole('button', { name: 'Remove Estate 17 from the list' }));
    expect(getHistory('estate').map((e) => e.id).slice(0, 2)).toEqual(['3', '16']);
    await userEvent.click(within(list).getByRole('button', { name: 'Clear the list' }));
    expect(screen.queryByTestId('recent-estates')).toBeNull();
  });

  it('shows nothing before any visit, and follows visits made elsewhere', () => {
    render(inApp(<RecentEstates locale="en-us" />, { path: '/en-us/estate' }));
    expect(screen.queryByTestId('recent-estates')).toBeNull();
    act(() => visit(7, 'Taikoo Shing'));
    expect(screen.getByRole('link', { name: 'Taikoo Shing' })).toBeInTheDocument();
  });
});

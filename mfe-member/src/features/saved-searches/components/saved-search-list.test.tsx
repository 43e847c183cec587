import { addSavedSearch, getSavedSearches } from '@portal/shared/storage';
import { EMPTY_FILTER, type ListFilter } from '@portal/shared/url';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inApp } from '../../../testing';
import { SavedSearchList } from './saved-search-list';

afterEach(() => localStorage.clear());

const filter: ListFilter = { ...EMPTY_FILTER, codes: { hk: ['05'] }, query: {} };

describe('SavedSearchList', () => {
  it('opens a saved search as its list URL, renames it in place and deletes it', async () => {
    addSavedSearch('buy', 'Wan Chai', filter, 1);
    addSavedSearch('buy', 'Any district', { ...EMPTY_FILTER, codes: {}, query: {} }, 2);
    const user = userEvent.setup();
    render(inApp(<SavedSearchList locale="en-us" kind="buy" onKind={jest.fn()} />, { path: '/en-us/member/saved-searches' }));
    expect(screen.getByRole('link', { name: 'Wan Chai' })).toHaveAttribute('href', '/en-us/buy/hk05/');
    expect(screen.getByRole('link', { name: 'Any district' })).toHaveAttribute('href', '/en-us/buy');
    await user.click(screen.getByRole('button', { name: 'Rename Wan Chai' }));
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Any district');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Another saved search already has this name')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Near the office');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(getSavedSearches('buy').map((s) => s.searchConditions)).toEqual(['Any district', 'Near the office']);
    await user.click(screen.getByRole('button', { name: 'Delete Near the office' }));
    expect(getSavedSearches('buy').map((s) => s.searchConditions)).toEqual(['Any district']);
  });
});

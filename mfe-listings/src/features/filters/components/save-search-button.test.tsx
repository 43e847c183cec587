import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSavedSearches, SAVED_SEARCH_LIMIT } from '@portal/shared/storage';
import type { ListFilter } from '@portal/shared/url';
import { withI18n } from '../test-i18n';
import { REFERENCE } from '../test-reference';
import { SaveSearchButton } from './save-search-button';

beforeEach(() => localStorage.clear());

describe('SaveSearchButton', () => {
  it('stores the filter (without the page) and its readable text, at most 10 per type', async () => {
    const user = userEvent.setup();
    const onSaved = jest.fn();
    const filter: ListFilter = { codes: { hk: ['05'], i: ['2'] }, query: { pmin: 500 }, page: 4 };
    render(withI18n(<SaveSearchButton filter={filter} kind="buy" reference={REFERENCE} onSaved={onSaved} />));
    await user.click(screen.getByRole('button', { name: 'Save this search' }));
    expect(screen.getByRole('status')).toHaveTextContent('Search saved');
    const [saved] = getSavedSearches<ListFilter>('buy');
    expect(saved).toMatchObject({ searchConditions: '2 bedrooms · Yau Tsim Mong · Price 500 10K Above', filter: { codes: { hk: ['05'], i: ['2'] }, query: { pmin: 500 } } });
    expect(saved!.filter.page).toBeUndefined();
    expect(onSaved).toHaveBeenCalledWith('2 bedrooms · Yau Tsim Mong · Price 500 10K Above');
    expect(SAVED_SEARCH_LIMIT).toBe(10);
  });

  it('does not store an empty search', async () => {
    const user = userEvent.setup();
    render(withI18n(<SaveSearchButton filter={{ codes: {}, query: {} }} kind="rent" reference={REFERENCE} />));
    await user.click(screen.getByRole('button', { name: 'Save this search' }));
    expect(screen.getByRole('status')).toHaveTextContent('Choose at least one filter before saving.');
    expect(getSavedSearches('rent')).toEqual([]);
  });
});

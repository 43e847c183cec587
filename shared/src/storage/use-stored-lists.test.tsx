import { act, render, screen } from '@testing-library/react';
import { addHistory, addSavedSearch, useBrowseHistory, useSavedSearches } from './index';

beforeEach(() => localStorage.clear());

function Probe() {
  const history = useBrowseHistory<{ title: string }>('buy');
  const searches = useSavedSearches('buy');
  return (
    <p>
      {history.map((e) => e.item.title).join(',') || 'none'} / {searches.length}
    </p>
  );
}

it('re-renders on writes here and on storage events from other tabs', () => {
  render(<Probe />);
  expect(screen.getByText('none / 0')).toBeInTheDocument();
  act(() => {
    addHistory('buy', 1, { title: 'Taikoo Shing' });
    addSavedSearch('buy', 'Kowloon', {});
  });
  expect(screen.getByText('Taikoo Shing / 1')).toBeInTheDocument();
  act(() => {
    localStorage.setItem('BuyHistoryList', JSON.stringify([{ id: '2', item: { title: 'Mei Foo' }, viewedAt: 1 }]));
    window.dispatchEvent(new StorageEvent('storage', { key: 'BuyHistoryList' }));
  });
  expect(screen.getByText('Mei Foo / 1')).toBeInTheDocument();
});

import { listQuery, listSearch } from './list-query';

const TABS = ['all', 'buy', 'rent'] as const;

describe('list query', () => {
  it('reads the tab and page, and writes them back', () => {
    expect(listQuery('?type=rent&page=3', TABS)).toEqual({ tab: 'rent', page: 3 });
    expect(listSearch('rent', 3, TABS)).toBe('?type=rent&page=3');
    expect(listSearch('all', 1, TABS)).toBe('');
  });

  it('falls back to the first tab and page 1 for anything else', () => {
    expect(listQuery('?type=<b>&page=-2', TABS)).toEqual({ tab: 'all', page: 1 });
    expect(listQuery('?page=2.5', TABS)).toEqual({ tab: 'all', page: 1 });
  });
});

import { getAllSubwayline, getGscope, getSchoolNetGscope, searchDictionaryInfo } from '@portal/shared/endpoints';
import type { ListFilter } from '@portal/shared/url';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearFilterReferenceCache } from '../../features/filters/reference/filter-reference';
import { fakeApi, inApp } from '../../testing';
import { useFilterTools } from './use-filter-tools';

const api = fakeApi();

function Tools({ filter }: { filter: ListFilter }) {
  const tools = useFilterTools('buy', filter, 'en-us', () => '/en-us/buy');
  return <>{tools.panel}{tools.chips}</>;
}

const setViewport = (mobile: boolean) => {
  window.matchMedia = ((query: string) => ({
    matches: mobile, media: query, onchange: null,
    addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
};
const askedForLists = () => api.requests(getGscope).length;
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));
const view = (filter: ListFilter) => render(inApp(<Tools filter={filter} />, { path: '/en-us/buy' }));

beforeEach(() => {
  clearFilterReferenceCache();
  // the lists stay loading: the tests count the requests
  for (const list of [searchDictionaryInfo, getGscope, getSchoolNetGscope, getAllSubwayline]) api.answer(list, () => new Promise(() => undefined));
});

describe('the filter lists (districts, MTR lines, school nets, bands)', () => {
  it('wait on a phone until the filter sheet is about to open', async () => {
    setViewport(true);
    view({ codes: {}, query: {} });
    await settle();
    expect(askedForLists()).toBe(0);
    await userEvent.setup().hover(screen.getByRole('button', { name: /filters/i }));
    expect(askedForLists()).toBe(1);
  });

  it('load at once on a phone when a chosen filter needs their labels', async () => {
    setViewport(true);
    view({ codes: { hk: ['07'] }, query: {} });
    await settle();
    expect(askedForLists()).toBe(1);
  });

  it('load at once on a desktop, where the panel is open beside the results', async () => {
    setViewport(false);
    view({ codes: {}, query: {} });
    await settle();
    expect(askedForLists()).toBe(1);
  });
});

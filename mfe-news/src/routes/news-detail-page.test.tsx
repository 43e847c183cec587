import { clearHydrationAnswers, requestKey, setHydrationAnswers } from '@portal/shared/api';
import { addInformationView, getInformationById } from '@portal/shared/endpoints';
import { failure, fakeApi, networkError } from '@portal/shared/testing';
import { act, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import NewsDetailPage from './news-detail-page';
import { inApp } from '../testing';

const api = fakeApi();
const LOADED = { timeout: 10_000 };

const article = (id: number) => ({
  informationID: id, kind: 'news' as const, categoryID: 1, categoryNameWithCulture: 'Market', estateID: null, estateNameWithCulture: null,
  titleWithCulture: `Article ${id}`, summaryWithCulture: 's', cover: null, tags: [], author: null, featured: false,
  viewCount: 3, publishTime: '2026-11-20T00:00:00.000Z', bodyWithCulture: ['Text.'], blocks: [{ type: 'paragraph' as const, content: [{ text: 'Text.' }] }], related: [],
});

/** the news page of article `id`, as the shell mounts it (StrictMode, as in development) */
const page = (id: number) => (
  <StrictMode>{inApp(<NewsDetailPage routeName="newsDetail" locale="en-us" params={{ id: String(id) }} search="" />, { path: `/en-us/news/${id}/` })}</StrictMode>
);
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 200)));
/** the bodies of the views posted, once `n` have arrived and nothing more came in a moment */
async function viewsPosted(n: number) {
  await waitFor(() => expect(api.requests(addInformationView).length).toBeGreaterThanOrEqual(n), LOADED);
  await settle();
  return api.requests(addInformationView).map((r) => r.body);
}

describe('the article view count', () => {
  beforeEach(() => {
    api.answer(getInformationById, ({ query }) => article(Number(query.id)));
    api.answer(addInformationView, { counted: true });
  });

  it('posts one view of the article once it is shown, under StrictMode and re-renders', async () => {
    const { rerender } = render(page(5));
    expect(api.requests(addInformationView)).toEqual([]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Article 5' }, LOADED)).toBeInTheDocument();
    await viewsPosted(1);
    rerender(page(5));
    expect(await viewsPosted(1)).toEqual([{ id: 5 }]);
  });

  it("posts one view after mount on a page the server rendered (the answer came with the page), under StrictMode", async () => {
    setHydrationAnswers({ [requestKey(getInformationById, { query: { id: 5 }, language: 'en-us' })]: { data: article(5) } });
    try {
      render(page(5));
      // shown from the server's answer at once, the view not sent before the page is on screen
      expect(screen.getByRole('heading', { level: 1, name: 'Article 5' })).toBeInTheDocument();
      expect(await viewsPosted(1)).toEqual([{ id: 5 }]);
    } finally {
      clearHydrationAnswers();
    }
  });

  it('posts one view for each article navigated to in the browser', async () => {
    const { rerender } = render(page(5));
    await screen.findByRole('heading', { level: 1, name: 'Article 5' }, LOADED);
    rerender(page(6));
    await screen.findByRole('heading', { level: 1, name: 'Article 6' }, LOADED);
    expect(await viewsPosted(2)).toEqual([{ id: 5 }, { id: 6 }]);
  });

  it('keeps the article on screen when the view is refused or cannot be sent', async () => {
    api.answer(addInformationView, failure(500, 'down'));
    render(page(5));
    await screen.findByRole('heading', { level: 1, name: 'Article 5' }, LOADED);
    await viewsPosted(1);
    api.answer(addInformationView, networkError());
    render(page(7));
    await screen.findByRole('heading', { level: 1, name: 'Article 7' }, LOADED);
    expect(await viewsPosted(2)).toEqual([{ id: 5 }, { id: 7 }]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('news-article')).toHaveLength(2);
  });

  it('posts no view for an article that is not found', async () => {
    api.answer(getInformationById, failure(404, 'Not found'));
    render(page(8));
    await screen.findByTestId('article-not-found', undefined, LOADED);
    await settle();
    expect(api.requests(addInformationView)).toEqual([]);
  });
});

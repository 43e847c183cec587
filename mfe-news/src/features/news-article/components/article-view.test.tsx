import { render, screen } from '@testing-library/react';
import { answerApi, inApp } from '../../../testing';
import { ArticleView } from './article-view';

const article = {
  informationID: 5, kind: 'news', categoryID: 1, categoryNameWithCulture: 'Market', estateID: null, estateNameWithCulture: null,
  titleWithCulture: 'Prices steady', summaryWithCulture: 's', cover: null, tags: ['market'], author: 'Desk', featured: false,
  viewCount: 3, publishTime: '2026-11-20T00:00:00.000Z',
  bodyWithCulture: ['First paragraph.', '<b>not bold</b> second paragraph.'],
  blocks: [
    { type: 'paragraph', content: [{ text: 'First paragraph.' }] },
    { type: 'paragraph', content: [{ text: '<b>not bold</b> second paragraph.' }] },
  ],
  related: [],
};

// the first answer waits for its contract to load (answers are checked against it): allow for a busy machine
const LOADED = { timeout: 10_000 };

/** The article page for id 5, the API answering `result`. */
function showArticle(result: object) {
  answerApi({ '/Information/GetInformationById': result, '/Information/AddInformationView': { counted: true } });
  return render(inApp(<ArticleView id={5} locale="en-us" />, { path: '/en-us/news/5/' }));
}

describe('ArticleView', () => {
  it('renders the paragraphs as text, never as HTML', async () => {
    const { container } = showArticle(article);
    expect(await screen.findByRole('heading', { level: 1, name: 'Prices steady' }, LOADED)).toBeInTheDocument();
    expect(screen.getByText('First paragraph.')).toBeInTheDocument();
    expect(screen.getByText('<b>not bold</b> second paragraph.')).toBeInTheDocument();
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText(/By Desk/)).toBeInTheDocument();
  });

  it("loads the cover from the API's origin when the API is on another host", async () => {
    const { container } = showArticle({ ...article, cover: '/api/Media/news/5.svg' });
    await screen.findByRole('heading', { level: 1, name: 'Prices steady' }, LOADED);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('http://api.test/api/Media/news/5.svg');
  });
});

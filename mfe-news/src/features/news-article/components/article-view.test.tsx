import { configureApi } from '@portal/shared/api';
import { render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import enUs from '../../../i18n/locales/en-us/news.json';
import { ArticleView } from './article-view';

const article = {
  informationID: 5, kind: 'news', categoryID: 1, categoryNameWithCulture: 'Market', estateID: null, estateNameWithCulture: null,
  titleWithCulture: 'Prices steady', summaryWithCulture: 's', cover: null, tags: ['market'], author: 'Desk', featured: false,
  viewCount: 3, publishTime: '2026-11-20T00:00:00.000Z',
  bodyWithCulture: ['First paragraph.', '<b>not bold</b> second paragraph.'], related: [],
};

function i18nFor() {
  const instance = createInstance();
  void instance.use(initReactI18next).init({ lng: 'en-us', ns: ['news'], resources: { 'en-us': { news: enUs } }, initAsync: false, lowerCaseLng: true });
  return instance;
}

/** The article page for id 5, the API answering `result`. */
function showArticle(result: object) {
  configureApi({
    baseURL: 'http://api.test/api',
    getLanguage: () => 'en-us',
    adapter: async (config) => ({ data: { code: 0, result }, status: 200, statusText: 'OK', headers: {}, config }),
    validateResponses: true,
  });
  return render(
    <I18nextProvider i18n={i18nFor()}>
      <MemoryRouter>
        <ArticleView id={5} locale="en-us" />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('ArticleView', () => {
  it('renders the paragraphs as text, never as HTML', async () => {
    const { container } = showArticle(article);
    expect(await screen.findByRole('heading', { level: 1, name: 'Prices steady' })).toBeInTheDocument();
    expect(screen.getByText('First paragraph.')).toBeInTheDocument();
    expect(screen.getByText('<b>not bold</b> second paragraph.')).toBeInTheDocument();
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText(/By Desk/)).toBeInTheDocument();
  });

  it("loads the cover from the API's origin when the API is on another host", async () => {
    const { container } = showArticle({ ...article, cover: '/api/Media/news/5.svg' });
    await screen.findByRole('heading', { level: 1, name: 'Prices steady' });
    expect(container.querySelector('img')?.getAttribute('src')).toBe('http://api.test/api/Media/news/5.svg');
  });
});

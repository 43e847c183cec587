import { configureApi } from '@portal/shared/api';
import { testI18n } from '@portal/shared/testing';
import { act, render, waitFor } from '@testing-library/react';
import enUs from '../i18n/locales/en-us/shell.json';
import zhCn from '../i18n/locales/zh-cn/shell.json';
import zhHk from '../i18n/locales/zh-hk/shell.json';
import { serverHead } from './server-head';
import { usePageMeta } from './use-page-meta';

const { inApp } = testI18n('shell', { 'zh-hk': zhHk, 'zh-cn': zhCn, 'en-us': enUs });

function Head({ pathname }: { pathname: string }) {
  usePageMeta(pathname, 'en-us', true);
  return null;
}

function answerSeo(seen: string[]) {
  configureApi({
    baseURL: 'http://api.test/api',
    getLanguage: () => 'en-us',
    transport: async (request) => {
      seen.push(String(request.params.webPath));
      const result = { webPath: '/buy', titleWithCulture: 'Flats for sale', descriptionWithCulture: 'Every flat for sale', keywordsWithCulture: null };
      return { data: { code: 0, result }, status: 200 };
    },
  });
}

afterEach(() => serverHead.clear());

describe('the head in the browser (docs/seo.md)', () => {
  it('leaves the head of the server-rendered page as the server wrote it, and writes it from the first navigation on', async () => {
    const seen: string[] = [];
    answerSeo(seen);
    document.title = 'As the server wrote it';
    serverHead.set('/en-us/buy');
    render(inApp(<Head pathname="/en-us/buy" />, { path: '/en-us/buy' }));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(seen).toEqual([]);
    expect(document.title).toBe('As the server wrote it');
    // the first navigation (here a change of the query only: the same path)
    act(() => serverHead.clear());
    await waitFor(() => expect(document.title).toContain('Flats for sale'));
    expect(seen).toEqual(['/buy']);
  });

  it('asks GetSeo for a page the browser rendered itself', async () => {
    const seen: string[] = [];
    answerSeo(seen);
    render(inApp(<Head pathname="/en-us/buy" />, { path: '/en-us/buy' }));
    await waitFor(() => expect(document.title).toContain('Flats for sale'));
    expect(seen).toEqual(['/buy']);
  });
});

import { render, screen, within } from '@testing-library/react';
import { answerApi, inApp } from '../../../testing';
import { GuidesPage } from './guides-page';
import { GuidesSearch } from './guides-search';

const LOADED = { timeout: 10_000 };
const item = (id: number, kind: string, title: string) => ({
  informationID: id, kind, categoryID: 31, categoryNameWithCulture: 'Mortgages', estateID: null, estateNameWithCulture: null,
  titleWithCulture: title, summaryWithCulture: `About ${title}`, cover: null, tags: [], author: null, featured: false,
  viewCount: 10, publishTime: '2026-01-20T00:00:00Z',
});
const page = (items: object[]) => ({ items, total: items.length, pageIndex: 1, pageCount: 20 });
const CATEGORIES = [{ categoryID: 31, kind: 'encyclopedia', nameWithCulture: 'Mortgages', parentID: null, children: [
  { categoryID: 35, kind: 'encyclopedia', nameWithCulture: 'Stress test', parentID: 31 },
] }];

describe('property tips pages', () => {
  it('lists encyclopedia entries with the sections, the categories and topics, each entry linking to its article', async () => {
    answerApi({
      '/Information/SearchInformation': page([item(88, 'encyclopedia', 'Loan-to-value ratio')]),
      '/Information/GetInformationCategories': CATEGORIES,
    });
    render(inApp(
      <GuidesPage locale="en-us" title="Property encyclopedia" section="encyclopedia" categoriesOf="encyclopedia" query={{ kind: 'encyclopedia' }} page={1} pageHref={() => ''} />,
      { path: '/en-us/property-tips/置業百科' },
    ));
    expect(await screen.findByRole('link', { name: /Loan-to-value ratio/ }, LOADED)).toHaveAttribute('href', '/en-us/property-tips/article/88');
    expect(await screen.findByRole('link', { name: 'Stress test' })).toHaveAttribute('href', '/en-us/property-tips/t35');
    expect(screen.getByRole('link', { name: 'Mortgages' })).toHaveAttribute('href', '/en-us/property-tips/b31');
    const sections = screen.getByRole('navigation', { name: 'Property tips sections' });
    expect(sections.querySelector('[aria-current="page"]')).toHaveTextContent('Property encyclopedia');
  });

  it('links an FAQ to its FAQ page', async () => {
    answerApi({ '/Information/SearchInformation': page([item(120, 'faq', 'How long does a purchase take?')]) }, 'zh-hk');
    render(inApp(<GuidesPage locale="zh-hk" title="常見問題" section="faq" query={{ kind: 'faq' }} page={1} pageHref={() => ''} />, { path: '/property-tips/faq', locale: 'zh-hk' }));
    expect(await screen.findByRole('link', { name: /How long does a purchase take/ }, LOADED)).toHaveAttribute('href', '/property-tips/faq/120');
  });

  it('searches the chosen kind and offers the other kinds with the same keyword', async () => {
    answerApi({ '/Information/SearchInformation': page([item(90, 'encyclopedia', 'Ad valorem stamp duty')]) });
    render(inApp(<GuidesSearch locale="en-us" keyword="stamp duty" kind="encyclopedia" page={1} />, { path: '/en-us/property-tips/search?keyword=stamp+duty&kind=encyclopedia' }));
    expect(await screen.findByRole('link', { name: /Ad valorem stamp duty/ }, LOADED)).toBeInTheDocument();
    const kinds = screen.getByRole('navigation', { name: 'What to search' });
    expect(kinds.querySelector('[aria-current="page"]')).toHaveTextContent('Encyclopedia');
    expect(within(kinds).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/en-us/property-tips/search?keyword=stamp+duty&kind=faq');
    expect(within(kinds).getByRole('link', { name: 'Tips' })).toHaveAttribute('href', '/en-us/property-tips/search?keyword=stamp+duty');
  });
});

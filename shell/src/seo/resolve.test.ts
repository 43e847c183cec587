import { match, type RouteDef } from '@portal/shared/routing';
import { headOf, type HeadInput } from './resolve';

const routeOf = (path: string) => (match(path) as { route: RouteDef }).route;
const base = (pathname: string, more: Partial<HeadInput> = {}): HeadInput => ({
  pathname, locale: 'en-us', origin: 'https://hh.example', route: routeOf(pathname), seo: null, page: null,
  defaults: { title: 'Default', description: 'default description' }, ...more,
});
const seoFor = (webPath: string) => ({ webPath, titleWithCulture: `SEO ${webPath}`, descriptionWithCulture: `about ${webPath}` });

describe('headOf', () => {
  it('lets GetSeo win for its own path, and the page win over a GetSeo prefix', () => {
    const page = { title: 'Sha Tin flats for sale', description: 'mine' };
    expect(headOf(base('/en-us/buy', { seo: seoFor('/buy'), page })).title).toBe('SEO /buy');
    expect(headOf(base('/en-us/buy/hk17', { seo: seoFor('/buy'), page })).title).toBe('Sha Tin flats for sale | HarbourHome');
    expect(headOf(base('/en-us/buy/hk17', { seo: seoFor('/buy') })).title).toBe('SEO /buy');
    expect(headOf(base('/en-us/buy/hk17')).description).toBe('default description');
  });

  it('writes Open Graph with the locale and its alternates, and a large card with an image', () => {
    const head = headOf(base('/en-us/buy-property-9.html', { page: { title: 'Flat', image: 'https://api.example/og.png' } }));
    const props = Object.fromEntries(head.properties.filter(([k]) => k !== 'og:locale:alternate'));
    expect(props).toMatchObject({ 'og:title': 'Flat | HarbourHome', 'og:url': 'https://hh.example/en-us/buy-property-9.html', 'og:locale': 'en_US', 'og:image': 'https://api.example/og.png' });
    expect(head.properties.filter(([k]) => k === 'og:locale:alternate').map(([, v]) => v)).toEqual(['zh_HK', 'zh_CN']);
    expect(head.names).toContainEqual(['twitter:card', 'summary_large_image']);
  });

  it('puts a breadcrumb list on every page, home first', () => {
    const head = headOf(base('/en-us/news/list', { page: { title: 'News', breadcrumbs: [{ name: 'News', path: '/en-us/news/list' }] } }));
    expect(head.jsonLd[0]).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [{ position: 1, name: 'HarbourHome', item: 'https://hh.example/en-us' }, { position: 2, name: 'News', item: 'https://hh.example/en-us/news/list' }],
    });
    expect(headOf(base('/en-us/agency')).jsonLd[0]).toMatchObject({ itemListElement: [{ position: 1 }, { position: 2, item: 'https://hh.example/en-us/agency' }] });
  });

  it('keeps member pages, message pages and pages that ask out of search engines', () => {
    expect(headOf(base('/en-us/message/add')).robots).toBe('noindex, follow');
    expect(headOf(base('/en-us/buy/pg7', { page: { title: 'p7', noindex: true } })).robots).toBe('noindex, follow');
    expect(headOf(base('/en-us/buy')).robots).toBeUndefined();
  });
});

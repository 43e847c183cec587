/**
 * The first response's head for each kind of public page: its own title and description, og:image,
 * canonical and hreflang, and JSON-LD that parses and is valid for the vocabulary.
 */
import { match, type RouteDef } from '@portal/shared/routing';
import { listTitle, listingTitle, newsArticle, ogImageUrl, organization, realEstateListing, webSite, type PageMetaInput } from '@portal/shared/seo';
import { pageDocument } from '../server/document';
import { headOf } from './resolve';
import { structuredDataProblems } from '../server/schema-vocabulary';

const ORIGIN = 'https://hh.example';
const TEMPLATE = '<!doctype html><html lang="zh-HK"><head><meta name="description" content="site"><title>HarbourHome</title></head><body><div id="root"><div class="hh-boot">港居</div></div></body></html>';
const PHOTO = 'https://api.example/api/Media/photo/l-1-1.svg';
const defaults = { title: 'Default', description: 'default', image: ogImageUrl('https://api.example/api/Media/logo/harbourhome.svg') };

function listing(rent: boolean, path: string): PageMetaInput {
  const title = listingTitle({ name: 'Tai Wo Nga Hin', floorLevel: 3, rooms: 4, price: rent ? 26_000 : 8_910_000, rent }, 'en-us');
  return {
    title, description: 'A high-floor flat with a view.', image: ogImageUrl(PHOTO, rent ? '$26,000/month' : '$8.91M'),
    breadcrumbs: [{ name: 'Flats for sale', path: '/en-us/buy' }, { name: 'Tai Wo Nga Hin', path }],
    structuredData: [realEstateListing({
      url: path, name: title, description: 'A high-floor flat.', datePosted: '2026-11-01T08:00:00.000Z', price: rent ? 26_000 : 8_910_000, rent,
      statusKey: 'effective', saleableArea: 820, rooms: 4, bathrooms: 2, streetAddress: '12 Tai Wo Road', locality: 'Tai Po', region: 'New Territories',
    })],
  };
}

const KINDS: Array<[string, string, PageMetaInput, string | null]> = [
  ['home', '/en-us', { title: 'Home', breadcrumbs: [], structuredData: [
    organization({ name: 'HarbourHome', url: '/en-us', logo: 'https://api.example/api/Media/logo/harbourhome.svg' }),
    webSite({ name: 'HarbourHome', url: '/en-us', language: 'en-US', searchUrl: '/en-us/buy?key={search_term_string}' }),
  ] }, 'SEO home'],
  ['buy list with a filter', '/en-us/buy/hk17i2p2/', { title: listTitle({ kind: 'buy', places: ['Sha Tin'], rooms: [2], priceMax: 6_000_000 }, 'en-us') }, 'Sha Tin 2-bedroom flats for sale under $6M | HarbourHome'],
  ['sale detail', '/en-us/buy-property-1.html', listing(false, '/en-us/buy-property-1.html'), 'Tai Wo Nga Hin, high floor, 4 bedrooms, $8.91M | HarbourHome'],
  ['rent detail', '/en-us/rent-property-2.html', listing(true, '/en-us/rent-property-2.html'), null],
  ['agency', '/en-us/agency/7/buy', { title: 'Harbour Realty (C-012345)', description: '1 Queen\'s Road', breadcrumbs: [{ name: 'Estate agencies', path: '/en-us/agency' }] }, 'Harbour Realty (C-012345) | HarbourHome'],
  ['news article', '/en-us/news/5/', { title: 'Stamp duty cut', description: 'What changes', type: 'article', image: ogImageUrl('https://api.example/api/Media/cover/n-5.svg'), structuredData: [newsArticle({
    url: '/en-us/news/5/', headline: 'Stamp duty cut', description: 'What changes', image: ogImageUrl('https://api.example/api/Media/cover/n-5.svg'),
    datePublished: '2026-11-20T02:00:00.000Z', author: 'Desk', publisher: { name: 'HarbourHome', logo: 'https://api.example/api/Media/logo/harbourhome.svg' },
  })] }, 'Stamp duty cut | HarbourHome'],
];

describe.each(KINDS)('the %s page', (_kind, pathname, page, title) => {
  const route = (match(pathname) as { route: RouteDef }).route;
  const seo = pathname === '/en-us' ? { webPath: '/', titleWithCulture: 'SEO home', descriptionWithCulture: 'The home of homes' } : { webPath: '/', titleWithCulture: 'SEO home', descriptionWithCulture: 'site' };
  const head = headOf({ pathname, locale: 'en-us', origin: ORIGIN, route, seo, page, defaults });
  const html = pageDocument(TEMPLATE, { kind: 'page', status: 200, html: '<main></main>', lang: 'en-US', head, styles: [], state: { answers: {}, mobile: false, locale: 'en-us' } }, [], 'n1');
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const content = (selector: string) => doc.head.querySelector(selector)?.getAttribute('content');

  it('has its own title and description', () => {
    if (title) expect(doc.title).toBe(title);
    expect(doc.title).not.toBe('Default');
    expect(content('meta[name="description"]')).not.toBe('default');
  });

  it('has an og:image, canonical and hreflang links', () => {
    expect(content('meta[property="og:image"]')).toMatch(/^https:\/\/api\.example\/api\/Media\/og\/[a-z]+\/[\w-]+\.png\?(label=[^&]+&)?v=[0-9a-f]{8}$/);
    expect(doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(ORIGIN + pathname);
    expect([...doc.head.querySelectorAll('link[rel="alternate"]')].map((l) => l.getAttribute('hreflang'))).toEqual(['zh-HK', 'zh-CN', 'en-US', 'x-default']);
  });

  it('has JSON-LD that parses and is valid, a breadcrumb list first', () => {
    const scripts = [...doc.head.querySelectorAll('script[type="application/ld+json"]')];
    expect(scripts.every((s) => s.getAttribute('nonce') === 'n1')).toBe(true);
    const data = scripts.map((s) => JSON.parse(s.textContent ?? '') as { '@type': string });
    expect(data[0]?.['@type']).toBe('BreadcrumbList');
    expect(data.flatMap(structuredDataProblems)).toEqual([]);
    expect(data.length).toBe(1 + (page.structuredData?.length ?? 0));
  });
});

it('finds what is wrong with structured data', () => {
  expect(structuredDataProblems({ '@type': 'Thing' })).toEqual(['unknown @type Thing']);
  const bad = realEstateListing({ url: '/relative', name: 'x', description: '', datePosted: 'yesterday', price: 1, rent: false, statusKey: 'effective', saleableArea: 0, rooms: 1, bathrooms: 1, streetAddress: 'a', locality: 'b', region: 'c' });
  expect(structuredDataProblems(bad)).toEqual(expect.arrayContaining([
    expect.stringContaining('RealEstateListing.url'), expect.stringContaining('RealEstateListing.datePosted'), expect.stringContaining('floorSize.value'),
  ]));
});

import { alternatesOf, applyHead } from './head';
import { headOf } from './resolve';
import { match, type RouteDef } from '@portal/shared/routing';

const routeOf = (path: string) => (match(path) as { route: RouteDef }).route;
const defaults = { title: 'Default', description: 'default description' };

describe('page metadata', () => {
  it('lists the three locales and x-default as hreflang alternates', () => {
    expect(alternatesOf('/en-us/buy/u2/', 'https://hh.example')).toEqual([
      { href: 'https://hh.example/buy/u2/', hreflang: 'zh-HK' },
      { href: 'https://hh.example/zh-cn/buy/u2/', hreflang: 'zh-CN' },
      { href: 'https://hh.example/en-us/buy/u2/', hreflang: 'en-US' },
      { href: 'https://hh.example/buy/u2/', hreflang: 'x-default' },
    ]);
  });

  it('writes the head, replacing the previous page\'s tags and structured data', () => {
    const origin = 'https://hh.example';
    applyHead(headOf({ pathname: '/buy-property-1.html', locale: 'zh-hk', origin, route: routeOf('/buy-property-1.html'), seo: null, defaults,
      page: { title: 'A', description: 'first', image: 'https://api.example/og/a.png', noindex: true } }));
    applyHead(headOf({ pathname: '/en-us/rent', locale: 'en-us', origin, route: routeOf('/en-us/rent'), seo: null, defaults, page: { title: 'B', description: 'second' } }));
    expect(document.title).toBe('B | HarbourHome');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('second');
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://hh.example/en-us/rent');
    expect(document.head.querySelectorAll('link[rel="alternate"]')).toHaveLength(4);
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe('B | HarbourHome');
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1);
  });
});

import { alternatesOf, applyPageMeta } from './head';

describe('page metadata', () => {
  it('lists the three locales and x-default as hreflang alternates', () => {
    expect(alternatesOf('/en-us/buy/u2/', 'https://hh.example')).toEqual([
      { href: 'https://hh.example/buy/u2/', hreflang: 'zh-HK' },
      { href: 'https://hh.example/zh-cn/buy/u2/', hreflang: 'zh-CN' },
      { href: 'https://hh.example/en-us/buy/u2/', hreflang: 'en-US' },
      { href: 'https://hh.example/buy/u2/', hreflang: 'x-default' },
    ]);
  });

  it('writes title, description, canonical and alternates, replacing the previous page', () => {
    applyPageMeta({ title: 'A', description: 'first', pathname: '/buy' }, 'https://hh.example');
    applyPageMeta({ title: 'B', description: 'second', pathname: '/en-us/rent' }, 'https://hh.example');
    expect(document.title).toBe('B');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('second');
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://hh.example/en-us/rent');
    expect(document.head.querySelectorAll('link[rel="alternate"]')).toHaveLength(4);
  });
});

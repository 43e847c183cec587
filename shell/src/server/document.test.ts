import { escapeHtml, pageDocument, scriptJson } from './document';
import type { RenderedPage } from './render-page';

const TEMPLATE = '<!doctype html><html lang="zh-HK"><head><meta name="description" content="site"><title>HarbourHome</title>'
  + '<link rel="preload" href="/js/main.1.js" as="script" data-boot-script></head>'
  + '<body><div id="root"><div class="hh-boot">港居 HarbourHome</div></div>'
  + '<link rel="stylesheet" href="/css/main.1.css" data-boot=""><script>boot()</script></body></html>';

function page(overrides: Partial<Extract<RenderedPage, { kind: 'page' }>> = {}): Extract<RenderedPage, { kind: 'page' }> {
  return {
    kind: 'page', status: 200, html: '<main>rendered</main>', lang: 'en-US',
    head: {
      title: 'Flats <for> sale & rent', description: 'A "quoted" description',
      canonical: 'https://hh.example/en-us/buy', alternates: [{ href: 'https://hh.example/buy', hreflang: 'zh-HK' }],
      robots: 'noindex, follow', properties: [['og:title', 'Flats <for>']], names: [['twitter:card', 'summary']],
      jsonLd: [{ '@type': 'Thing', name: '</script><script>alert(1)</script>' }],
    },
    styles: ['https://cdn.example/listings/css/a.css'], state: { answers: { 'Property/SearchProperty []': { data: { title: '</script><script>alert(1)</script>' } } }, mobile: true, locale: 'en-us' },
    ...overrides,
  };
}

it('puts the rendered page, its language, title and description in the template, escaped', () => {
  const html = pageDocument(TEMPLATE, page());
  expect(html).toContain('<html lang="en-US">');
  expect(html).toContain('<title>Flats &lt;for&gt; sale &amp; rent</title>');
  expect(html).toContain('<meta name="description" content="A &quot;quoted&quot; description" />');
  expect(html).toContain('<div id="root"><main>rendered</main></div>');
  expect(html).not.toContain('class="hh-boot"');
  expect(html).toContain('<link rel="canonical" href="https://hh.example/en-us/buy" data-hh="" />');
  expect(html).toContain('<link rel="alternate" href="https://hh.example/buy" hreflang="zh-HK" data-hh="" />');
});

it('writes robots, Open Graph, Twitter and JSON-LD with the nonce, escaped', () => {
  const html = pageDocument(TEMPLATE, page(), [], 'n0nce');
  expect(html).toContain('<meta name="robots" content="noindex, follow" data-hh-meta="" />');
  expect(html).toContain('<meta property="og:title" content="Flats &lt;for&gt;" data-hh-meta="" />');
  expect(html).toContain('<meta name="twitter:card" content="summary" data-hh-meta="" />');
  const ld = /<script type="application\/ld\+json" nonce="n0nce" data-hh-meta="">([\s\S]*?)<\/script>/.exec(html);
  expect(ld![1]).toContain('\\u003c/script>');
  expect(JSON.parse(ld![1]!)).toEqual({ '@type': 'Thing', name: '</script><script>alert(1)</script>' });
});

it('links the stylesheets in the head, the shell\'s before the remote\'s, each once', () => {
  const html = pageDocument(TEMPLATE, page(), ['/css/main.1.css', '/css/bootstrap.2.css']);
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head.indexOf('/css/main.1.css')).toBeGreaterThan(-1);
  expect(head.indexOf('/css/bootstrap.2.css')).toBeGreaterThan(head.indexOf('/css/main.1.css'));
  expect(head.indexOf('https://cdn.example/listings/css/a.css')).toBeGreaterThan(head.indexOf('/css/bootstrap.2.css'));
  expect(html.match(/main\.1\.css/g)).toHaveLength(1);
  // the start-up script still finds the shell's stylesheet by its data-boot mark
  expect(head).toContain('data-boot');
});

it('names the start-up scripts instead of preloading them (nothing competes with the first paint)', () => {
  const html = pageDocument(TEMPLATE, page());
  expect(html).not.toMatch(/rel="preload"[^>]*as="script"/);
  expect(html).toContain('<meta name="hh-boot-script" content="/js/main.1.js" data-boot-script="" />');
});

it('writes the hydration state as JSON that cannot end its script element', () => {
  const html = pageDocument(TEMPLATE, page());
  const match = /<script id="hh-ssr" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  expect(match).not.toBeNull();
  expect(match![1]).not.toContain('</script>');
  expect(JSON.parse(match![1]!)).toEqual(page().state);
});

it("gives the hydration state's script the response's CSP nonce", () => {
  expect(pageDocument(TEMPLATE, page(), [], 'n0nce+/=')).toContain('<script id="hh-ssr" type="application/json" nonce="n0nce+/=">');
});

it('escapes HTML and keeps JSON parseable', () => {
  expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  const value = { s: '</script>\u2028\u2029<!--' };
  const json = scriptJson(value);
  expect(json).not.toMatch(/<|\u2028|\u2029/);
  expect(JSON.parse(json)).toEqual(value);
});

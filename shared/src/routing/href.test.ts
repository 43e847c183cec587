import fc from 'fast-check';
import { href, LOCALES, match, ROUTES, ID_PATTERN, withLocale, type ParamKind, type RouteName } from './index';
import { buildPath, compilePattern } from './patterns';

/** A slug: never a valid id, digits or fixed word, so it cannot be taken by a more specific pattern. */
const slug = fc.stringMatching(/^[a-z一-龥]{1,6}-[a-z0-9一-龥 %?#&.]{0,6}$/);
const ARB: Record<ParamKind, fc.Arbitrary<string>> = {
  id: fc.stringMatching(/^[A-Za-z]{0,3}\d{1,6}(?:[A-Za-z]{1,3}\d{1,6}){0,4}$/),
  digits: fc.stringMatching(/^\d{1,10}$/),
  segment: slug,
  rest: fc.array(slug, { minLength: 1, maxLength: 3 }).map((a) => a.join('/')),
};

const cases = ROUTES.flatMap((route) =>
  route.patterns.map((pattern) => ({ route, pattern, compiled: compilePattern(pattern, route.params ?? {}) })),
);

const paramsFor = (names: readonly string[], kinds: Record<string, ParamKind>) =>
  fc.record(Object.fromEntries(names.map((n) => [n, ARB[kinds[n] as ParamKind]])) as Record<string, fc.Arbitrary<string>>);

describe('href and match round trip', () => {
  test.each(cases.map((c) => [c.route.name, c.pattern, c] as const))('%s %s', (_n, _p, { route, compiled }) => {
    fc.assert(
      fc.property(paramsFor(compiled.paramNames, route.params ?? {}), fc.constantFrom(...LOCALES), (params, locale) => {
        for (const path of [href(route.name as RouteName, params, locale), withLocale(buildPath(compiled, params), locale)]) {
          const r = match(path);
          expect(r).toEqual({ kind: 'route', route, params, locale });
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe('href', () => {
  test('writes canonical forms', () => {
    expect(href('home')).toBe('/');
    expect(href('home', {}, 'en-us')).toBe('/en-us');
    expect(href('buyList', { filter: 't1b2' }, 'zh-cn', { pmin: 500, key: undefined })).toBe('/zh-cn/buy/t1b2/?pmin=500');
    expect(href('saleDetail', { propertyId: 123 })).toBe('/buy-property-123.html');
    expect(href('newsDetail', { id: 7 }, 'en-us')).toBe('/en-us/news/7/');
    expect(href('aboutUs')).toBe('/aboutus/');
    expect(href('estateList', { tertiary: '太古城' })).toBe(`/estate/${encodeURIComponent('太古城')}`);
    expect(href('newsList', { rest: 'a-b/c-d' })).toBe('/news/a-b/c-d');
  });

  test('rejects param sets no pattern takes and values their kind forbids', () => {
    expect(() => href('saleDetail')).toThrow(/no pattern/);
    expect(() => href('saleDetail', { propertyId: 'abc' })).toThrow(/not a valid id/);
    expect(() => href('agencyDetail', { agentId: 'a1' })).toThrow(/not a valid digits/);
  });
});

describe('route table', () => {
  test('names are unique and every route has a page and at least one pattern', () => {
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length);
    for (const r of ROUTES) {
      expect(r.page).toMatch(/^[A-Z][A-Za-z]+Page$/);
      expect(r.patterns.length).toBeGreaterThan(0);
    }
  });

  test('spec 2.7 flags', () => {
    const get = (n: string) => ROUTES.find((r) => r.name === n);
    expect(get('download')).toMatchObject({ nav: false, footer: false });
    expect(get('newPropertyLayoutsDetail')).toMatchObject({ nav: false, footer: false });
    for (const n of ['buyList', 'rentList', 'estateList', 'newPropertyList', 'servicedList', 'housegpt', 'dealRank', 'marketData']) {
      expect(get(n)?.keepAlive).toBe(false);
    }
    expect(get('buyList')?.samePage).toBe(get('rentList')?.samePage);
    expect(get('saleDetail')).toMatchObject({ keepAlive: true, footer: true, samePage: 'saleDetail' });
  });

  test('ID_PATTERN follows spec 5', () => {
    for (const ok of ['1', 'a1', 't1b12g2', 'ABC123', `${'a1'.repeat(100)}`]) expect(ID_PATTERN.test(ok)).toBe(true);
    for (const bad of ['', 'a', '1a', 't1-2', 'a1 b2', `${'a1'.repeat(101)}`]) expect(ID_PATTERN.test(bad)).toBe(false);
  });
});

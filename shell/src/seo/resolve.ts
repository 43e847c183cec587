/**
 * The head of a page (docs/seo.md), one function for the server's first response and the
 * browser's navigations, so both write the same tags: GetSeo's entry when it has one for this
 * very path, else the page's own metadata (usePageMeta of @portal/shared/seo), else GetSeo's
 * nearest entry or the site's defaults; Open Graph and Twitter cards; the breadcrumb list and
 * the page's structured data; robots noindex for member and message pages and where the page asks.
 */
import { HTML_LANG } from '@portal/shared/i18n';
import { LOCALES, stripLocale, withLocale, type Locale, type RouteDef } from '@portal/shared/routing';
import { SITE_NAME, breadcrumbList, fitDescription, siteTitle, type PageMetaInput, type StructuredData } from '@portal/shared/seo';
import { alternatesOf } from './head';
import { privateRoute } from './private-route';

export { privateRoute };

export interface SeoEntry {
  webPath: string;
  titleWithCulture: string;
  descriptionWithCulture: string;
}

export interface HeadInput {
  pathname: string;
  locale: Locale;
  origin: string;
  route: RouteDef | null;
  seo: SeoEntry | null;
  page: PageMetaInput | null;
  /** the site's title, description and preview image (og:image of pages without their own) */
  defaults: { title: string; description: string; image?: string };
}

export interface HeadData {
  title: string;
  description: string;
  canonical?: string;
  alternates: Array<{ href: string; hreflang: string }>;
  robots?: string;
  /** <meta property=...> (Open Graph) and <meta name=...> (Twitter) pairs, in order */
  properties: Array<[string, string]>;
  names: Array<[string, string]>;
  jsonLd: StructuredData[];
}

const trimSlash = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
const ogLocale = (l: Locale) => HTML_LANG[l].replace('-', '_');


const URL_KEYS = new Set(['url', 'item', 'image', 'logo', 'urlTemplate', 'mainEntityOfPage']);

/** the structured data with its site paths ('/buy-property-1') made absolute */
function absolute(value: unknown, origin: string, key = ''): unknown {
  if (typeof value === 'string') return URL_KEYS.has(key) && value.startsWith('/') && !value.startsWith('//') ? origin + value : value;
  if (Array.isArray(value)) return value.map((v) => absolute(v, origin, key));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, absolute(v, origin, k)]));
  return value;
}

export function headOf(input: HeadInput): HeadData {
  const { pathname, locale, origin, route, seo, page, defaults } = input;
  if (!route) return { title: defaults.title, description: defaults.description, alternates: [], robots: 'noindex', properties: [], names: [], jsonLd: [] };
  const exact = !!seo && trimSlash(seo.webPath) === trimSlash(stripLocale(pathname));
  const title = exact ? seo.titleWithCulture : page ? siteTitle(page.title, locale) : seo?.titleWithCulture || defaults.title;
  const description = fitDescription(
    (exact ? seo.descriptionWithCulture : page?.description || seo?.descriptionWithCulture) || defaults.description,
  );
  const canonical = origin + pathname;
  const robots = page?.noindex || privateRoute(route) ? 'noindex, follow' : undefined;
  const properties: Array<[string, string]> = [
    ['og:site_name', SITE_NAME[locale]],
    ['og:type', page?.type ?? 'website'],
    ['og:title', title],
    ['og:description', description],
    ['og:url', canonical],
    ['og:locale', ogLocale(locale)],
    ...LOCALES.filter((l) => l !== locale).map((l): [string, string] => ['og:locale:alternate', ogLocale(l)]),
  ];
  const picture = page?.image ?? defaults.image;
  const names: Array<[string, string]> = [['twitter:card', picture ? 'summary_large_image' : 'summary'], ['twitter:title', title], ['twitter:description', description]];
  if (picture) {
    const image = picture.startsWith('/') ? origin + picture : picture;
    properties.push(['og:image', image], ['og:image:width', '1200'], ['og:image:height', '630']);
    names.push(['twitter:image', image]);
  }
  const home = { name: SITE_NAME[locale], url: origin + withLocale('/', locale) };
  const trail = page?.breadcrumbs?.map((c) => ({ name: c.name, url: origin + c.path }))
    ?? (trimSlash(stripLocale(pathname)) === '/' ? [] : [{ name: page?.title ?? title, url: canonical }]);
  const jsonLd = [breadcrumbList([home, ...trail.filter((c) => c.url !== home.url)]), ...(page?.structuredData ?? []).map((d) => absolute(d, origin) as StructuredData)];
  return { title, description, canonical, alternates: alternatesOf(pathname, origin), robots, properties, names, jsonLd };
}

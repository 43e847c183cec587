/**
 * schema.org objects for JSON-LD (https://schema.org): a listing (RealEstateListing with an Offer),
 * an article (NewsArticle), the breadcrumb trail (BreadcrumbList), and the site (Organization,
 * WebSite with a SearchAction). Each takes absolute URLs.
 */
import type { StructuredData } from './page-meta';

const CONTEXT = 'https://schema.org';

/** the listing states of spec 4.1 as schema.org ItemAvailability */
export function availabilityOf(statusKey: string): string {
  if (statusKey === 'effective' || statusKey === 'contentUpdated') return `${CONTEXT}/InStock`;
  if (statusKey === 'deleted' || statusKey === 'removed') return `${CONTEXT}/Discontinued`;
  return `${CONTEXT}/OutOfStock`;
}

export interface ListingData {
  url: string;
  name: string;
  description: string;
  image?: string;
  /** ISO date */
  datePosted: string;
  price: number;
  rent: boolean;
  statusKey: string;
  saleableArea: number;
  rooms: number;
  bathrooms: number;
  streetAddress: string;
  locality: string;
  region: string;
}

export function realEstateListing(l: ListingData): StructuredData {
  return {
    '@context': CONTEXT,
    '@type': 'RealEstateListing',
    name: l.name,
    description: l.description,
    url: l.url,
    ...(l.image ? { image: l.image } : {}),
    datePosted: l.datePosted,
    offers: {
      '@type': 'Offer',
      price: l.price,
      priceCurrency: 'HKD',
      availability: availabilityOf(l.statusKey),
      businessFunction: `http://purl.org/goodrelations/v1#${l.rent ? 'LeaseOut' : 'Sell'}`,
      ...(l.rent ? { priceSpecification: { '@type': 'UnitPriceSpecification', price: l.price, priceCurrency: 'HKD', unitCode: 'MON' } } : {}),
    },
    about: {
      '@type': 'Apartment',
      floorSize: { '@type': 'QuantitativeValue', value: l.saleableArea, unitCode: 'FTK' },
      numberOfRooms: l.rooms,
      numberOfBathroomsTotal: l.bathrooms,
      address: {
        '@type': 'PostalAddress',
        streetAddress: l.streetAddress,
        addressLocality: l.locality,
        addressRegion: l.region,
        addressCountry: 'HK',
      },
    },
  };
}

export interface ArticleData {
  url: string;
  headline: string;
  description: string;
  image?: string;
  datePublished: string;
  dateModified?: string;
  author?: string;
  publisher: { name: string; logo: string };
}

export function newsArticle(a: ArticleData): StructuredData {
  return {
    '@context': CONTEXT,
    '@type': 'NewsArticle',
    headline: a.headline,
    description: a.description,
    url: a.url,
    mainEntityOfPage: a.url,
    ...(a.image ? { image: [a.image] } : {}),
    datePublished: a.datePublished,
    dateModified: a.dateModified ?? a.datePublished,
    ...(a.author ? { author: { '@type': 'Person', name: a.author } } : {}),
    publisher: { '@type': 'Organization', name: a.publisher.name, logo: { '@type': 'ImageObject', url: a.publisher.logo } },
  };
}

export function breadcrumbList(items: ReadonlyArray<{ name: string; url: string }>): StructuredData {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: item.url })),
  };
}

export function organization(o: { name: string; url: string; logo: string }): StructuredData {
  return { '@context': CONTEXT, '@type': 'Organization', name: o.name, url: o.url, logo: o.logo };
}

/** the site, with its search: `searchUrl` holds {search_term_string} */
export function webSite(s: { name: string; url: string; searchUrl: string; language: string }): StructuredData {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: s.name,
    url: s.url,
    inLanguage: s.language,
    potentialAction: { '@type': 'SearchAction', target: { '@type': 'EntryPoint', urlTemplate: s.searchUrl }, 'query-input': 'required name=search_term_string' },
  };
}

/**
 * The schema.org types the site writes, as the vocabulary defines them (https://schema.org) with
 * the properties search engines require for rich results: a check for tests of structured data.
 */
import { z } from 'zod';

const url = z.string().regex(/^https?:\/\/[^\s/]+\/?\S*$/, 'an absolute URL');
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, 'an ISO 8601 date');
const text = z.string().min(1);
const context = z.literal('https://schema.org');
const ITEM_AVAILABILITY = ['InStock', 'OutOfStock', 'Discontinued', 'SoldOut', 'PreOrder', 'LimitedAvailability', 'InStoreOnly', 'OnlineOnly', 'PreSale', 'BackOrder', 'Reserved'];

const postalAddress = z.object({
  '@type': z.literal('PostalAddress'), streetAddress: text, addressLocality: text, addressRegion: text, addressCountry: z.string().length(2),
});
const quantitativeValue = z.object({ '@type': z.literal('QuantitativeValue'), value: z.number().positive(), unitCode: z.string().min(2).max(3) });
const offer = z.object({
  '@type': z.literal('Offer'),
  price: z.number().nonnegative(),
  priceCurrency: z.string().regex(/^[A-Z]{3}$/),
  availability: z.string().refine((v) => ITEM_AVAILABILITY.some((a) => v === `https://schema.org/${a}`), 'an ItemAvailability'),
  businessFunction: z.string().url().optional(),
  priceSpecification: z.object({ '@type': z.literal('UnitPriceSpecification'), price: z.number(), priceCurrency: z.string(), unitCode: z.string() }).optional(),
});
const accommodation = z.object({
  '@type': z.enum(['Apartment', 'House', 'Accommodation', 'SingleFamilyResidence']),
  floorSize: quantitativeValue,
  numberOfRooms: z.number().int().nonnegative(),
  numberOfBathroomsTotal: z.number().int().nonnegative().optional(),
  address: postalAddress,
});
const imageObject = z.object({ '@type': z.literal('ImageObject'), url });
const organizationRef = z.object({ '@type': z.literal('Organization'), name: text, logo: imageObject });

export const VOCABULARY = {
  RealEstateListing: z.object({
    '@context': context, '@type': z.literal('RealEstateListing'), name: text, description: z.string(), url,
    image: url.optional(), datePosted: isoDate, offers: offer, about: accommodation,
  }),
  NewsArticle: z.object({
    '@context': context, '@type': z.literal('NewsArticle'), headline: z.string().min(1).max(110), description: z.string(), url,
    mainEntityOfPage: url, image: z.array(url).min(1).optional(), datePublished: isoDate, dateModified: isoDate,
    author: z.object({ '@type': z.enum(['Person', 'Organization']), name: text }).optional(), publisher: organizationRef,
  }),
  BreadcrumbList: z.object({
    '@context': context, '@type': z.literal('BreadcrumbList'),
    itemListElement: z.array(z.object({ '@type': z.literal('ListItem'), position: z.number().int().positive(), name: text, item: url })).min(1)
      .refine((items) => items.every((item, i) => item.position === i + 1), 'positions 1, 2, 3 ...'),
  }),
  Organization: z.object({ '@context': context, '@type': z.literal('Organization'), name: text, url, logo: url }),
  WebSite: z.object({
    '@context': context, '@type': z.literal('WebSite'), name: text, url, inLanguage: text,
    potentialAction: z.object({
      '@type': z.literal('SearchAction'),
      target: z.object({ '@type': z.literal('EntryPoint'), urlTemplate: url.refine((v) => v.includes('{search_term_string}'), 'holds {search_term_string}') }),
      'query-input': z.literal('required name=search_term_string'),
    }),
  }),
} as const;

/** the problems of one JSON-LD object (an unknown @type is one), none when it is valid */
export function structuredDataProblems(data: unknown): string[] {
  const type = (data as { '@type'?: string } | null)?.['@type'];
  const schema = type ? VOCABULARY[type as keyof typeof VOCABULARY] : undefined;
  if (!schema) return [`unknown @type ${String(type)}`];
  const checked = schema.safeParse(data);
  return checked.success ? [] : checked.error.issues.map((i) => `${type}.${i.path.join('.')}: ${i.message}`);
}

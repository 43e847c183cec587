/** News, estate news, property tips, encyclopedia and FAQ. */
import { z } from 'zod';
import { defineGet, definePost, intField, pageSchema, requiredInt, textField } from './base';

export const INFORMATION_KINDS = ['news', 'estate-news', 'tips', 'encyclopedia', 'faq'] as const;
const kindField = z.enum(INFORMATION_KINDS);

export const informationItemSchema = z.object({
  informationID: z.number().int(),
  kind: kindField,
  categoryID: z.number().int().nullable(),
  categoryNameWithCulture: z.string().nullable(),
  estateID: z.number().int().nullable(),
  estateNameWithCulture: z.string().nullable(),
  titleWithCulture: z.string(),
  summaryWithCulture: z.string(),
  cover: z.string().nullable(),
  tags: z.array(z.string()),
  author: z.string().nullable(),
  featured: z.boolean(),
  viewCount: z.number().int(),
  publishTime: z.string(),
});
/** a run of text, a link into the site when `route` names a route of the route table (spec 2) */
export const inlineSchema = z.object({
  text: z.string(),
  route: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
/** One block of an article's body: structured content, never HTML (every string is text). */
export const articleBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heading'), text: z.string() }),
  z.object({ type: z.literal('paragraph'), content: z.array(inlineSchema) }),
  z.object({ type: z.literal('list'), ordered: z.boolean(), items: z.array(z.array(inlineSchema)) }),
  z.object({ type: z.literal('image'), src: z.string(), alt: z.string(), caption: z.string().optional() }),
  z.object({ type: z.literal('table'), caption: z.string().optional(), head: z.array(z.string()), rows: z.array(z.array(z.string())) }),
]);
export const informationDetailSchema = informationItemSchema.extend({
  /** the body as plain-text paragraphs (a list or table as one line each) */
  bodyWithCulture: z.array(z.string()),
  /** the body as structured blocks: headings, paragraphs with links into the site, lists, images, tables */
  blocks: z.array(articleBlockSchema),
  related: z.array(informationItemSchema),
});
export const informationCategorySchema = z.object({
  categoryID: z.number().int(), kind: kindField, nameWithCulture: z.string(), parentID: z.number().int().nullable(),
  children: z.array(z.object({ categoryID: z.number().int(), kind: kindField, nameWithCulture: z.string(), parentID: z.number().int().nullable() })),
});

const paging = { pageIndex: intField(1, 10_000), pageCount: intField(1, 100) };

export const searchInformation = definePost({
  path: '/Information/SearchInformation',
  body: z.object({
    kind: kindField.optional(), categoryId: intField(), keyword: textField(100), estateId: intField(), tag: textField(40), ...paging,
  }),
  result: pageSchema(informationItemSchema),
  summary: 'Searches news, estate news, tips, encyclopedia or FAQ (one kind, or every kind of a category), newest first; with a keyword, best match first (Chinese in either script, English stemmed)',
});
export const getInformationById = defineGet({
  path: '/Information/GetInformationById', query: z.object({ id: requiredInt() }), result: informationDetailSchema,
  summary: 'An article with its paragraphs and related articles; counts no view (the page counts it with AddInformationView)',
});
export const addInformationView = definePost({
  path: '/Information/AddInformationView', body: z.object({ id: requiredInt() }), result: z.object({ counted: z.boolean() }),
  summary: 'Counts one view of an article, sent by the browser that shows its page (404 for an unknown article)',
});
export const getInformationCategories = defineGet({
  path: '/Information/GetInformationCategories', query: z.object({ kind: kindField }), result: z.array(informationCategorySchema),
  summary: 'Categories of a kind of content, as a tree',
});
export const getFeaturedInformation = defineGet({
  path: '/Information/GetFeaturedInformation',
  query: z.object({ subCategoryID: intField().transform((v) => v ?? 0), size: intField(1, 50).transform((v) => v ?? 6) }),
  result: z.array(informationItemSchema),
  summary: 'Featured news (6 by default), of one category when subCategoryID is not 0',
});
export const getEstateListInformation = defineGet({
  path: '/Information/GetEstateListInformation', query: z.object({ estateId: intField(), ...paging }),
  result: pageSchema(informationItemSchema),
  summary: 'Estate news, of one estate when estateId is given',
});
export const getEstateDetailInformation = definePost({
  path: '/Information/GetEstateDetailInformation', body: z.object({ estateId: requiredInt(), ...paging }),
  result: pageSchema(informationItemSchema),
  summary: 'Every article about an estate',
});

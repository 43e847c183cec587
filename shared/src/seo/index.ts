/**
 * seo: a page's own title, description, preview image, robots rule, breadcrumbs and structured
 * data (docs/seo.md).
 *
 * usePageMeta({ title, description?, image?, type?, noindex?, breadcrumbs?, structuredData? } | null)
 *   called by a page with its data (null while loading); the shell renders it on the server and
 *   applies it in the browser. <PageMeta .../> is the same as an element.
 * siteTitle(title, locale)  'page | 港居' within 60 display columns (CJK double).
 * listingTitle / listTitle  the words of a listing's and a list's title in each language.
 * realEstateListing, newsArticle, breadcrumbList, organization, webSite  schema.org objects.
 */
export { PageMeta, PageMetaCollector, browserPageMeta, PageMetaContext, usePageMeta, type Crumb, type PageMetaInput, type StructuredData } from './page-meta';
export { SITE_NAME, TITLE_MAX_WIDTH, displayWidth, fitDescription, siteTitle } from './title';
export { listTitle, listingTitle, roomsWords, type ListWords, type ListWordsKind, type ListingWords } from './phrases';
export { availabilityOf, breadcrumbList, newsArticle, organization, realEstateListing, webSite, type ArticleData, type ListingData } from './structured-data';
export { OG_IMAGE_SIZE, OG_IMAGE_VERSION, ogHash, ogImageUrl, ogInputs } from './og-image';

/** seo: the sitemaps of the site's public pages (./sitemap.ts); robots.txt is the shell's. */
export { registerSitemaps } from './sitemap';

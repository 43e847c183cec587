import { href } from './href';
import type { Locale } from './locale';

/** The kinds of article the information calls answer (spec 7.8). */
export type ArticleKind = 'news' | 'estate-news' | 'tips' | 'encyclopedia' | 'faq';

/** Where an article is read: news, estate news (?id=), an FAQ page or a property-tips article. */
export function articleHref(item: { informationID: number; kind: ArticleKind }, locale: Locale): string {
  if (item.kind === 'news') return href('newsDetail', { id: item.informationID }, locale);
  if (item.kind === 'estate-news') return href('estateNewsDetail', {}, locale, { id: item.informationID });
  if (item.kind === 'faq') return href('propertyTipsFaq', { title: String(item.informationID) }, locale);
  return href('propertyTipsArticle', { id: item.informationID }, locale);
}

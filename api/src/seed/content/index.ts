/** All content rows: categories, then articles with ids, dates, covers, featured flags and views. */
import type { Rng } from '../prng';
import type { SeedRow } from '../batch';
import type { Estate } from '../estates';
import type { Geography } from '../reference';
import { minutesAgo } from '../clock';
import { categoryRows } from './categories';
import { marketNews } from './news-market';
import { districtNews, gbaNews } from './news-places';
import { launchNews } from './news-launch';
import { policyNews, estateNews } from './news-policy';
import { tipArticles } from './guides-tips';
import { encyclopediaArticles } from './guides-encyclopedia';
import { faqArticles } from './guides-faq';
import { glossaryArticles } from './guides-glossary';
import type { Article } from './article';

export interface ContentInput {
  geo: Geography;
  estates: readonly Estate[];
  deals: readonly SeedRow[];
  newEstates: readonly SeedRow[];
  refDate: string;
}

const AUTHORS: Record<Article['kind'], string> = {
  news: 'HarbourHome Newsroom 港居新聞組',
  'estate-news': 'HarbourHome Data Desk 港居數據組',
  tips: 'HarbourHome Editors 港居編輯部',
  encyclopedia: 'HarbourHome Editors 港居編輯部',
  faq: 'HarbourHome Support 港居客戶服務',
};

export function buildContent(rng: Rng, x: ContentInput): Record<string, SeedRow[]> {
  const articles: Article[] = [
    ...marketNews(x.deals, x.refDate),
    ...districtNews(x.geo, x.estates, x.deals, x.refDate),
    ...launchNews(x.newEstates, x.refDate),
    ...gbaNews(),
    ...policyNews(x.refDate),
    ...estateNews(x.estates, x.deals, x.refDate),
    ...tipArticles(),
    ...encyclopediaArticles(),
    ...faqArticles(),
    ...glossaryArticles(),
  ];
  const featuredPerKind = new Map<string, number>();
  const information = articles.map((a, i) => {
    const n = featuredPerKind.get(a.kind) ?? 0;
    const featured = n < 6 && (a.kind !== 'news' || rng.chance(0.2));
    if (featured) featuredPerKind.set(a.kind, n + 1);
    return {
      id: i + 1, kind: a.kind, category_id: a.categoryId, estate_id: a.estateId ?? null,
      title: a.title, summary: a.summary, body: a.body, cover: a.cover ?? `cover/info-${i + 1}`, tags: a.tags,
      author: a.author ?? AUTHORS[a.kind], featured, view_count: Math.round(rng.range(80, 600) * Math.sqrt(a.daysAgo + 1)),
      published_at: minutesAgo(x.refDate, a.daysAgo * 1440 + rng.int(0, 600)),
    };
  });
  return { information_categories: categoryRows(), information };
}

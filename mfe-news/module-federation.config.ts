import { sharedDeps } from '@portal/shared/mf';

/** mfe_news: news (list, categories, topics, search, estate news), articles, and the featured-news home widget. */
export default {
  name: 'mfe_news',
  filename: 'remoteEntry.js',
  exposes: {
    './Messages': './src/expose/messages.ts',
    './NewsListPage': './src/expose/news-list-page.tsx',
    './NewsCategoryPage': './src/expose/news-category-page.tsx',
    './NewsDetailPage': './src/expose/news-detail-page.tsx',
    './FeaturedNewsWidget': './src/expose/featured-news-widget.tsx',
    './NewsTopicPage': './src/expose/news-topic-page.tsx',
    './NewsRealEstatePage': './src/expose/news-real-estate-page.tsx',
    './NewsSearchPage': './src/expose/news-search-page.tsx',
    './NewsSearchListPage': './src/expose/news-search-list-page.tsx',
    './EstateNewsIndexPage': './src/expose/estate-news-index-page.tsx',
    './EstateNewsDetailPage': './src/expose/estate-news-detail-page.tsx',
    './EstateNewsSearchPage': './src/expose/estate-news-search-page.tsx',
  },
  shared: sharedDeps(),
  shareStrategy: 'loaded-first' as const,
  manifest: true,
  dts: false,
};

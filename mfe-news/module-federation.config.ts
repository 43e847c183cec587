import { sharedDeps } from '@portal/shared/mf';

/** mfe_news: the news list and articles, and the featured-news home widget. */
export default {
  name: 'mfe_news',
  filename: 'remoteEntry.js',
  exposes: {
    './Messages': './src/expose/messages.ts',
    './NewsListPage': './src/expose/news-list-page.tsx',
    './NewsCategoryPage': './src/expose/news-category-page.tsx',
    './NewsDetailPage': './src/expose/news-detail-page.tsx',
    './FeaturedNewsWidget': './src/expose/featured-news-widget.tsx',
  },
  shared: sharedDeps(),
  shareStrategy: 'loaded-first' as const,
  manifest: true,
  dts: false,
};

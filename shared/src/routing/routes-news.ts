import { route } from './route-def';

const searchList = '/news/search/list';

/** mfe-news: news, estate news, property tips, encyclopedia and FAQ (spec 2.3, 2.4). */
export const NEWS_ROUTES = [
  route('newsDetail', 'news', ['/news/:id/', '/news/:id/:tertiary'], { params: { id: 'digits' } }),
  route('newsCategory', 'news', ['/news/b:bId', '/news/b:bId/:tertiary/']),
  route('newsTopic', 'news', ['/news/t:tId', '/news/t:tId/:tertiary', '/news/t:tId/:tertiary/*']),
  route('newsRealEstate', 'news', ['/news/地產新聞', '/news/地产新闻'], { footer: true }),
  route('newsSearch', 'news', ['/news/search'], { keepAlive: false }),
  route('newsSearchList', 'news', [
    searchList, `${searchList}/t:tId`, `${searchList}/e:eId`, `${searchList}/e:eId/*`,
    `${searchList}/t:tId/e:eId`, `${searchList}/t:tId/e:eId/*`,
  ], { keepAlive: false }),
  /** '/news/*' shows the news list or property tips (spec 2.3); it is the last news pattern to match. */
  route('newsList', 'news', ['/news', '/news/list', '/news/*'], { footer: true }),
  route('estateNewsIndex', 'news', ['/estateNews/index']),
  route('estateNewsDetail', 'news', ['/estateNews/detail']),
  route('estateNewsSearch', 'news', ['/estateNews/search'], { keepAlive: false }),
  route('propertyTipsHome', 'news', ['/property-tips']),
  route('propertyTips', 'news', ['/property-tips/:id'], { params: { id: 'digits' } }),
  route('propertyTipsArticles', 'news', ['/property-tips/article']),
  route('propertyTipsArticle', 'news', ['/property-tips/article/:id', '/property-tips/article/:id/:title', '/article/:id/:title'], {
    params: { id: 'digits' },
  }),
  route('propertyTipsFaq', 'news', ['/property-tips/faq', '/property-tips/faq/:title']),
  route('propertyTipsMore', 'news', ['/property-tips/more']),
  route('propertyTipsSearch', 'news', ['/property-tips/search'], { keepAlive: false }),
  route('propertyTipsCategory', 'news', ['/property-tips/b:bId', '/property-tips/b:bId/:title']),
  route('propertyTipsTopic', 'news', ['/property-tips/t:tId', '/property-tips/t:tId/:title']),
  route('encyclopedia', 'news', ['/property-tips/置業百科', '/property-tips/置业百科']),
] as const;

import NewsCategoryPage from './expose/news-category-page';
import NewsDetailPage from './expose/news-detail-page';
import NewsListPage from './expose/news-list-page';
import { mountStandalone } from '@portal/shared/remote';

void mountStandalone({ NewsListPage, NewsCategoryPage, NewsDetailPage }, '/news');

import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import NewsListPage from '../routes/news-list-page';

export default NewsListPage satisfies RemotePage;

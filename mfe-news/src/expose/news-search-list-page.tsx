import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import NewsSearchListPage from '../routes/news-search-list-page';

export default NewsSearchListPage satisfies RemotePage;

import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import NewsSearchPage from '../routes/news-search-page';

export default NewsSearchPage satisfies RemotePage;

import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import NewsDetailPage from '../routes/news-detail-page';

export default NewsDetailPage satisfies RemotePage;

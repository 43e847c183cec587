import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import EstateNewsDetailPage from '../routes/estate-news-detail-page';

export default EstateNewsDetailPage satisfies RemotePage;

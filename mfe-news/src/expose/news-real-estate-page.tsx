import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import NewsRealEstatePage from '../routes/news-real-estate-page';

export default NewsRealEstatePage satisfies RemotePage;

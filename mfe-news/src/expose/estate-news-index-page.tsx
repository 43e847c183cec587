import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import EstateNewsIndexPage from '../routes/estate-news-index-page';

export default EstateNewsIndexPage satisfies RemotePage;

import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import EstateNewsSearchPage from '../routes/estate-news-search-page';

export default EstateNewsSearchPage satisfies RemotePage;

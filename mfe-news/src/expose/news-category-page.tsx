import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import NewsCategoryPage from '../routes/news-category-page';

export default NewsCategoryPage satisfies RemotePage;

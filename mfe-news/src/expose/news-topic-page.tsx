import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import NewsTopicPage from '../routes/news-topic-page';

export default NewsTopicPage satisfies RemotePage;

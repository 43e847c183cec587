import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import NewSubscribePage from '../routes/new-subscribe-page';

export default NewSubscribePage satisfies RemotePage;

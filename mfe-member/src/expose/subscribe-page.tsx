import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import SubscribePage from '../routes/subscribe-page';

export default SubscribePage satisfies RemotePage;

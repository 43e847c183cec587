import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import MyOrdersPage from '../routes/my-orders-page';

export default MyOrdersPage satisfies RemotePage;

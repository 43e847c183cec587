import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import SaleDetailPage from '../routes/sale-detail-page';

export default SaleDetailPage satisfies RemotePage;

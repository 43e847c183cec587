import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import DealDetailPage from '../routes/deal-detail-page';

export default DealDetailPage satisfies RemotePage;

import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import EstateSaleDetailPage from '../routes/estate-sale-detail-page';

export default EstateSaleDetailPage satisfies RemotePage;

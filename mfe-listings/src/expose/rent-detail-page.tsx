import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import RentDetailPage from '../routes/rent-detail-page';

export default RentDetailPage satisfies RemotePage;

import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import ServicesDetailPage from '../routes/services-detail-page';

/** servicesDetail, houseDetailPc, houseDetailM: a serviced apartment and its lease picker */
export default ServicesDetailPage satisfies RemotePage;

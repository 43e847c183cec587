import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import NewPropertySaleDetailPage from '../routes/new-property-sale-detail-page';

export default NewPropertySaleDetailPage satisfies RemotePage;

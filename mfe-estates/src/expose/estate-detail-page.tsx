import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import EstateDetailPage from '../routes/estate-detail-page';

export default EstateDetailPage satisfies RemotePage;

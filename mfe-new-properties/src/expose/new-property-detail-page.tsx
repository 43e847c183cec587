import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import NewPropertyDetailPage from '../routes/new-property-detail-page';

export default NewPropertyDetailPage satisfies RemotePage;

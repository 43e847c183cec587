import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import NewPropertyLayoutsDetailPage from '../routes/new-property-layouts-detail-page';

export default NewPropertyLayoutsDetailPage satisfies RemotePage;

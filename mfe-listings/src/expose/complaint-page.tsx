import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import ComplaintPage from '../routes/complaint-page';

/** complaint: the listing report form */
export default ComplaintPage satisfies RemotePage;

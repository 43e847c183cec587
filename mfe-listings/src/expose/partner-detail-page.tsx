import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import PartnerDetailPage from '../routes/partner-detail-page';

/** partnerDetail, partnerDetailRent: a partner with the tabs buy and lease */
export default PartnerDetailPage satisfies RemotePage;

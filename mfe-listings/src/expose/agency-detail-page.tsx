import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import AgencyDetailPage from '../routes/agency-detail-page';

/** agencyDetail, agencyDetailRent, agencyDetailPartner: an agency with the tabs buy, partner and lease */
export default AgencyDetailPage satisfies RemotePage;

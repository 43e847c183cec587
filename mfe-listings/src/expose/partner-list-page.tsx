import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import PartnerListPage from '../routes/partner-list-page';

/** partnerList: the partner agents */
export default PartnerListPage satisfies RemotePage;

import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import MemberCentrePage from '../routes/member-centre-page';

export default MemberCentrePage satisfies RemotePage;

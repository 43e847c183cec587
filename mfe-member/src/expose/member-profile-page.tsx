import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import MemberProfilePage from '../routes/member-profile-page';

export default MemberProfilePage satisfies RemotePage;

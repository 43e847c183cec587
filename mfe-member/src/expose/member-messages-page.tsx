import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import MemberMessagesPage from '../routes/member-messages-page';

export default MemberMessagesPage satisfies RemotePage;

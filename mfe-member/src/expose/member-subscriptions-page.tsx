import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import MemberSubscriptionsPage from '../routes/member-subscriptions-page';

export default MemberSubscriptionsPage satisfies RemotePage;

import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import MyListingsPage from '../routes/my-listings-page';

export default MyListingsPage satisfies RemotePage;

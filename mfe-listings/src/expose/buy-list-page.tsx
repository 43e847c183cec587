import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import BuyListPage from '../routes/buy-list-page';

export default BuyListPage satisfies RemotePage;

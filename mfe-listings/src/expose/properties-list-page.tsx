import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import BuyListPage from '../routes/buy-list-page';

/** /propertiesList/{filter?}: the sale list under its old path (spec 2.2) */
export default BuyListPage satisfies RemotePage;

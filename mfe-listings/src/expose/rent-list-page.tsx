import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import RentListPage from '../routes/rent-list-page';

export default RentListPage satisfies RemotePage;

import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import ServicedListPage from '../routes/serviced-list-page';

/** servicedList: /serviced-apartment/... */
export default ServicedListPage satisfies RemotePage;

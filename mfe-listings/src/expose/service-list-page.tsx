import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import ServicedListPage from '../routes/serviced-list-page';

/** serviceList: /serviceList/{filter?}, the serviced list under its old path (spec 2.2) */
export default ServicedListPage satisfies RemotePage;

import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import EstateListPage from '../routes/estate-list-page';

export default EstateListPage satisfies RemotePage;

import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import NewPropertyListPage from '../routes/new-property-list-page';

export default NewPropertyListPage satisfies RemotePage;

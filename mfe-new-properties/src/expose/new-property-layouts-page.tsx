import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import NewPropertyLayoutsPage from '../routes/new-property-layouts-page';

export default NewPropertyLayoutsPage satisfies RemotePage;

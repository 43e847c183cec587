import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import TaxToolsPage from '../routes/tax-tools-page';

export default TaxToolsPage satisfies RemotePage;

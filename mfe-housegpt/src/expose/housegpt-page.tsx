import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import HousegptPage from '../routes/housegpt-page';

export default HousegptPage satisfies RemotePage;

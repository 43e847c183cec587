import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import LatestTransPage from '../routes/latest-trans-page';

export default LatestTransPage satisfies RemotePage;

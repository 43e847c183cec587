import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import AroundPage from '../routes/around-page';

/** around: /around, listings near an MTR station or the visitor's location (spec 2.5) */
export default AroundPage satisfies RemotePage;

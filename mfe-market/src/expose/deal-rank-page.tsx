import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import DealRankPage from '../routes/deal-rank-page';

export default DealRankPage satisfies RemotePage;

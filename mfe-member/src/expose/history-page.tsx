import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import HistoryPage from '../routes/history-page';

export default HistoryPage satisfies RemotePage;

import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import MarketDataPage from '../routes/market-data-page';

export default MarketDataPage satisfies RemotePage;

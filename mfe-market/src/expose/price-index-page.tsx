import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import PriceIndexPage from '../routes/price-index-page';

export default PriceIndexPage satisfies RemotePage;

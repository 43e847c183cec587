import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import EncyclopediaPage from '../routes/encyclopedia-page';

export default EncyclopediaPage satisfies RemotePage;

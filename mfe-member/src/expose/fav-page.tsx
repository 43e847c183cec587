import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import FavPage from '../routes/fav-page';

export default FavPage satisfies RemotePage;

import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import SavedSearchesPage from '../routes/saved-searches-page';

export default SavedSearchesPage satisfies RemotePage;

import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import NewSectionPage from '../routes/new-section-page';

export default NewSectionPage satisfies RemotePage;

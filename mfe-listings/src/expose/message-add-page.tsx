import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import MessageAddPage from '../routes/message-add-page';

/** messageAdd: leave a message on a listing */
export default MessageAddPage satisfies RemotePage;

import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import MessageChangePage from '../routes/message-change-page';

/** messageChange: edit a message */
export default MessageChangePage satisfies RemotePage;

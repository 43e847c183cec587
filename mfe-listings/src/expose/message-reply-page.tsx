import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import MessageReplyPage from '../routes/message-reply-page';

/** messageReply: reply to a message */
export default MessageReplyPage satisfies RemotePage;

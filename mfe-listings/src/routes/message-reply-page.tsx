import type { RemotePageProps } from '@portal/shared/mf';
import { MessageReplyPageBody } from '../features/message-board';
import { queryValue } from './compose/query';

/** messageReply: /message/reply?messageId=... — the listing owner replies to a message. */
export default function MessageReplyPage({ search }: RemotePageProps) {
  return <MessageReplyPageBody messageId={Number(queryValue(search, 'messageId', 'id'))} />;
}

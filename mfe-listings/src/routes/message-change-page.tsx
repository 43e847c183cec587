import type { RemotePageProps } from '@portal/shared/mf';
import { MessageChangePageBody } from '../features/message-board';
import { queryValue } from './compose/query';

/** messageChange: /message/change?messageId=... — the author edits their message. */
export default function MessageChangePage({ search }: RemotePageProps) {
  return <MessageChangePageBody messageId={Number(queryValue(search, 'messageId', 'id'))} />;
}

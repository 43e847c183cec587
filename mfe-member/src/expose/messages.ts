import type { RemoteMessagesModule } from '@portal/shared/mf';
import { MEMBER_NS } from '../i18n';

/** mfe-member/Messages: registers this remote's messages (the shell loads it beside the first page) */
export const namespaces = [MEMBER_NS] as const;

export default { namespaces } satisfies RemoteMessagesModule;

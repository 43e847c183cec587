import type { RemoteMessagesModule } from '@portal/shared/mf';
import { ESTATES_NS } from '../i18n';

/** mfe-estates/Messages: registers this remote's messages (the shell loads it beside the first page) */
export const namespaces = [ESTATES_NS] as const;

export default { namespaces } satisfies RemoteMessagesModule;

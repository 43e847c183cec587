import type { RemoteMessagesModule } from '@portal/shared/mf';
import { NEW_PROPERTIES_NS } from '../i18n';

/** mfe-new-properties/Messages: registers this remote's messages (the shell loads it beside the first page) */
export const namespaces = [NEW_PROPERTIES_NS] as const;

export default { namespaces } satisfies RemoteMessagesModule;

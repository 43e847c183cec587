import type { RemoteMessagesModule } from '@portal/shared/mf';
import { HOUSEGPT_NS } from '../i18n';

/** mfe-housegpt/Messages: registers this remote's messages (the shell loads it beside the first page) */
export const namespaces = [HOUSEGPT_NS] as const;

export default { namespaces } satisfies RemoteMessagesModule;

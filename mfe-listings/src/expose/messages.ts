import type { RemoteMessagesModule } from '@portal/shared/mf';
import { LISTINGS_NS } from '../i18n';

/** mfe-listings/Messages: registers this remote's messages (the shell loads it beside the first page) */
export const namespaces = [LISTINGS_NS] as const;

export default { namespaces } satisfies RemoteMessagesModule;

import type { RemoteMessagesModule } from '@portal/shared/mf';
import { MARKET_NS } from '../i18n';

/** mfe-market/Messages: registers this remote's messages (the shell loads it beside the first page) */
export const namespaces = [MARKET_NS] as const;

export default { namespaces } satisfies RemoteMessagesModule;

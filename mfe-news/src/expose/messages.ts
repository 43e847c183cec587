import type { RemoteMessagesModule } from '@portal/shared/mf';
import { NEWS_NS } from '../i18n';

/** mfe-news/Messages: registers this remote's messages (the shell loads it beside the first page) */
export const namespaces = [NEWS_NS] as const;

export default { namespaces } satisfies RemoteMessagesModule;

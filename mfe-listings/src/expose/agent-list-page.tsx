import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import AgentListPage from '../routes/agent-list-page';

/** agentList: /agent-list and /agentRefactor, every licensed agent */
export default AgentListPage satisfies RemotePage;

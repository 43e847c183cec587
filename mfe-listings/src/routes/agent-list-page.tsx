import type { RemotePageProps } from '@portal/shared/mf';
import { href } from '@portal/shared/routing';
import { AgentDirectory, directoryOfQuery, queryOf, type Directory } from '../features/agents';

/** agentList: /agent-list (and /agentRefactor), every licensed agent; its state is in the query. */
export default function AgentListPage({ search, locale }: RemotePageProps) {
  const dir = directoryOfQuery(search);
  const hrefOf = (next: Directory) => href('agentList', {}, locale, queryOf(next));
  return <AgentDirectory variant="agents" dir={dir} locale={locale} hrefOf={hrefOf} />;
}

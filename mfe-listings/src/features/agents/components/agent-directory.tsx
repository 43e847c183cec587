import type { Locale } from '@portal/shared/routing';
import { useNavigate } from 'react-router';
import { useListingsT } from '../../../i18n/use-listings-t';
import { AGENT_SORTS } from '../agent-sort';
import { useAgentSearch } from '../api/use-agent-search';
import { FIRST_PAGE, type Directory } from '../directory';
import { AgentCard } from './agent-card';
import { DirectoryResults } from './directory-results';
import { DirectoryToolbar } from './directory-toolbar';
import styles from './directory.module.css';

export interface AgentDirectoryProps {
  dir: Directory;
  locale: Locale;
  hrefOf: (dir: Directory) => string;
  /** the partner list (partners only) or the agent list (every licensed agent) */
  variant: 'partners' | 'agents';
}

/** The partner list and the agent list: SearchAgent with sorts, district (zoneCode) and keyword. */
export function AgentDirectory({ dir, locale, hrefOf, variant }: AgentDirectoryProps) {
  const { t } = useListingsT();
  const navigate = useNavigate();
  const state = useAgentSearch(dir, { partnersOnly: variant === 'partners' }, locale);
  const prefix = variant === 'partners' ? 'agents.partnerList' : 'agents.agentList';
  return (
    <section className={styles.directory} data-testid={variant === 'partners' ? 'partner-list' : 'agent-list'}>
      <header className={styles.head}>
        <h1>{t(`${prefix}.title`)}</h1>
        <p className={styles.lead}>{t(`${prefix}.lead`)}</p>
      </header>
      <DirectoryToolbar
        key={dir.keyword ?? ''}
        dir={dir}
        sorts={AGENT_SORTS}
        locale={locale}
        searchLabel={`${prefix}.searchLabel`}
        onChange={(next) => navigate(hrefOf(next))}
      />
      <DirectoryResults
        data={state.data}
        error={state.error}
        reload={state.reload}
        page={dir.page}
        hrefFor={(page) => hrefOf({ ...dir, page })}
        emptyTitle={t(`${prefix}.empty`)}
        clearHref={dir.districtId || dir.keyword ? hrefOf(FIRST_PAGE) : undefined}
        renderItem={(a) => <AgentCard key={a.agentID} agent={a} locale={locale} />}
        testId="agent-cards"
      />
    </section>
  );
}

import type { Locale } from '@portal/shared/routing';
import { Select } from '@portal/shared/ui';
import type { ListFilter } from '@portal/shared/url';
import { useNavigate } from 'react-router';
import { useListingsT } from '../../../i18n/use-listings-t';
import { AGENT_SORTS, agentOrderOf, urlOrderOf, type AgentOrder } from '../agent-sort';
import { useAgentSearch } from '../api/use-agent-search';
import { onPage, withSort } from '../detail-tabs';
import { AgentCard } from './agent-card';
import { DirectoryResults } from './directory-results';
import styles from './directory.module.css';

export interface PartnersPanelProps {
  companyId: number;
  filter: ListFilter;
  locale: Locale;
  hrefFor: (filter: ListFilter) => string;
}

/** The partner tab of an agency: its partners (SearchAgent by companyId) with the agent sorts. */
export function PartnersPanel({ companyId, filter, locale, hrefFor }: PartnersPanelProps) {
  const { t } = useListingsT();
  const navigate = useNavigate();
  const order = agentOrderOf(filter.order);
  const page = filter.page ?? 1;
  const state = useAgentSearch({ page, order }, { companyId, partnersOnly: true }, locale);
  return (
    <div className={styles.directory} data-testid="partners-panel">
      <div className={styles.panelBar}>
        <Select
          label={t('agents.directory.sort')}
          value={order}
          options={AGENT_SORTS.map((s) => ({ value: s, label: t(`agents.sort.${s}`) }))}
          onChange={(e) => navigate(hrefFor(withSort(filter, urlOrderOf(e.target.value as AgentOrder))))}
          data-testid="agent-sort-select"
        />
      </div>
      <DirectoryResults
        data={state.data}
        error={state.error}
        reload={state.reload}
        page={page}
        hrefFor={(n) => hrefFor(onPage(filter, n))}
        emptyTitle={t('agents.tabs.emptyPartners')}
        renderItem={(a) => <AgentCard key={a.agentID} agent={a} locale={locale} />}
        testId="agent-cards"
      />
    </div>
  );
}

import type { RemotePageProps } from '@portal/shared/mf';
import { href } from '@portal/shared/routing';
import { EmptyState } from '@portal/shared/ui';
import { useListingsT } from '../i18n/use-listings-t';
import { AgentDirectory, directoryOfSegment, segmentOf, type Directory } from '../features/agents';

/** partnerList: /partner[/{filter}/...], partner agents with the agent sorts and a district filter. */
export default function PartnerListPage({ params, search, locale }: RemotePageProps) {
  const { t } = useListingsT();
  const dir = directoryOfSegment(params.filter, search);
  if (!dir) return <EmptyState title={t('agents.directory.invalidFilter')} />;
  const hrefOf = (next: Directory) => {
    const { segment, query } = segmentOf(next);
    const path = href('partnerList', { filter: segment || undefined }, locale);
    return query ? `${path}?${query}` : path;
  };
  return <AgentDirectory variant="partners" dir={dir} locale={locale} hrefOf={hrefOf} />;
}

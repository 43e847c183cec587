import type { RemotePageProps } from '@portal/shared/mf';
import { href } from '@portal/shared/routing';
import { EmptyState } from '@portal/shared/ui';
import { useListingsT } from '../i18n/use-listings-t';
import { CompanyDirectory, CompanyNotFoundNotice, directoryOfSegment, segmentOf, type Directory } from '../features/agents';

/** agencyList: /agency[/{filter}/[{tertiary}[/{tertiary2}]]], the agencies with the agent sorts (f = page). */
export default function AgencyListPage({ params, search, locale }: RemotePageProps) {
  const { t } = useListingsT();
  const dir = directoryOfSegment(params.filter, search);
  if (!dir) return <EmptyState title={t('agents.directory.invalidFilter')} />;
  const hrefOf = (next: Directory) => {
    const { segment, query } = segmentOf(next);
    const path = href('agencyList', { filter: segment || undefined }, locale);
    return query ? `${path}?${query}` : path;
  };
  return <CompanyDirectory dir={dir} locale={locale} hrefOf={hrefOf} notice={<CompanyNotFoundNotice />} />;
}

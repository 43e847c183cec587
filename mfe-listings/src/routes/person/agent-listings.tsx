import { href, type Locale } from '@portal/shared/routing';
import { ErrorState } from '@portal/shared/ui';
import { Link } from 'react-router';
import { useOwnerListings } from '../../features/agents';
import { ListingGrid, ListingGridSkeleton, type ListingKind } from '../../features/listings';
import { useListingsT } from '../../i18n/use-listings-t';
import styles from './person-screen.module.css';

/** Other listings of the agent shown here; their page has the rest. */
export const OTHER_COUNT = 6;

/**
 * The agent's other listings of the same kind (SearchProperty by accountId, as the agent's page
 * lists them), without the one this page is about, and a link to all of them on the agent's page.
 */
export function AgentListings({ agentId, name, kind, exclude, locale }: { agentId: number; name: string; kind: ListingKind; exclude: string; locale: Locale }) {
  const { t } = useListingsT();
  // one more than shown: the listing this page is about may be among them
  const state = useOwnerListings({ accountId: agentId }, kind === 'rent' ? 2 : 1, 0, 1, locale, OTHER_COUNT + 1);
  const others = state.data?.items.filter((item) => item.propertyID !== exclude).slice(0, OTHER_COUNT);
  let body;
  if (state.error && !state.data) {
    body = <ErrorState headingLevel={3} title={t('person.othersError')} message={state.error.message} onRetry={state.reload} />;
  } else if (!state.data || !others) {
    body = <ListingGridSkeleton count={3} />;
  } else if (others.length === 0) {
    body = <p className={styles.muted} data-testid="person-others-empty">{t(`person.othersEmpty.${kind}`)}</p>;
  } else {
    body = (
      <>
        <ListingGrid items={others} locale={locale} />
        <Link to={href(kind === 'rent' ? 'partnerDetailRent' : 'partnerDetail', { partnerId: agentId }, locale)} data-testid="person-all-listings">
          {t(`person.allListings.${kind}`, { count: state.data.total, name })}
        </Link>
      </>
    );
  }
  return (
    <section className={styles.section} aria-labelledby="person-others-title" data-testid="person-other-listings">
      <h2 id="person-others-title">{t(`person.others.${kind}`, { name })}</h2>
      {body}
    </section>
  );
}

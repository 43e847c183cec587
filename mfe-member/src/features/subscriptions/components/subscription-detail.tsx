import { getUserSubscribesV2 } from '@portal/shared/endpoints';
import { formatDate } from '@portal/shared/format';
import { href, type Locale } from '@portal/shared/routing';
import { EmptyState, ErrorState, SkeletonText } from '@portal/shared/ui';
import { Link } from 'react-router';
import { useMemberT } from '../../../i18n/use-member-t';
import { usePrivateApi } from '../../../lib/private-api';
import { subscriptionFacts } from './subscription-list';

/** One of the member's subscriptions (/subscribe/{id}): what it matches and when alerts go (at most once a day). */
export function SubscriptionDetail({ id, locale }: { id: number; locale: Locale }) {
  const { t } = useMemberT();
  const state = usePrivateApi(getUserSubscribesV2);
  if (state.error && !state.data) return <ErrorState title={t('subs.errorTitle')} message={state.error.message} onRetry={state.reload} headingLevel={2} />;
  if (!state.data) return <SkeletonText lines={3} />;
  const s = state.data.items.find((item) => item.subscribeId === id);
  if (!s) return <EmptyState title={t('subs.notFound')} />;
  return (
    <section data-testid="subscription-detail">
      <h2>{s.name}</h2>
      <p>{subscriptionFacts(s, t)}</p>
      <p>{t('subs.since', { date: formatDate(s.createdAt, locale) })}</p>
      <p>{t('subs.alerts')}</p>
      <Link to={href('memberSubscriptions', {}, locale)}>{t('subs.manage')}</Link>
    </section>
  );
}

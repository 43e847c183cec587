import type { Subscription } from '@portal/shared/contracts';
import { getUserSubscribesV2 } from '@portal/shared/endpoints';
import { formatDate } from '@portal/shared/format';
import { href, type Locale } from '@portal/shared/routing';
import { Button, EmptyState, ErrorState, SkeletonText, toast } from '@portal/shared/ui';
import { Link } from 'react-router';
import { useMemberT } from '../../../i18n/use-member-t';
import { useFailureText } from '../../../lib/failure-text';
import styles from '../../../lib/member-list.module.css';
import { usePrivateApi } from '../../../lib/private-api';
import { subscriptionsApi, type SubscriptionsApi } from '../api/subscriptions-api';

/** What a subscription matches, in words: its kind, district and the saved filter's text. */
export function subscriptionFacts(s: Subscription, t: (key: string) => string): string {
  return [t(`types.${s.propertyType}`), s.districtNameWithCulture, s.searchConditions].filter(Boolean).join(' · ');
}

/** The member's subscriptions, newest first (GetUserSubscribesV2), with how many are left and removal. */
export function SubscriptionList({ locale, api = subscriptionsApi }: { locale: Locale; api?: SubscriptionsApi }) {
  const { t } = useMemberT();
  const failureText = useFailureText();
  const state = usePrivateApi(getUserSubscribesV2);
  if (state.error && !state.data) return <ErrorState title={t('subs.errorTitle')} message={state.error.message} onRetry={state.reload} headingLevel={2} />;
  if (!state.data) return <SkeletonText lines={4} />;
  const { items, limit } = state.data;
  const remove = async (s: Subscription) => {
    try {
      await api.remove(s.subscribeId);
      state.reload();
    } catch (error) {
      toast.error(failureText(error));
    }
  };
  return (
    <section className={styles.section} data-testid="subscription-list">
      <div className={styles.head}>
        <p>{t('subs.count', { count: items.length, limit })}</p>
        {items.length < limit && <Link to={href('newSubscribe', {}, locale)}>{t('subs.new')}</Link>}
      </div>
      {items.length === 0 ? (
        <EmptyState title={t('subs.empty')} />
      ) : (
        <ul className={styles.list}>
          {items.map((s) => (
            <li key={s.subscribeId} className={styles.row} data-testid="subscription">
              <div className={styles.what}>
                <Link to={href('subscribe', { id: s.subscribeId }, locale)}>{s.name}</Link>
                <span className={styles.facts}>{[subscriptionFacts(s, t), formatDate(s.createdAt, locale)].join(' · ')}</span>
              </div>
              <Button type="button" variant="ghost" size="sm" aria-label={t('subs.deleteNamed', { name: s.name })} onClick={() => void remove(s)}>
                {t('subs.delete')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

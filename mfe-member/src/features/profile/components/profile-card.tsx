import { getUserInfo } from '@portal/shared/endpoints';
import { ErrorState, SkeletonText } from '@portal/shared/ui';
import type { ReactNode } from 'react';
import { useMemberT } from '../../../i18n/use-member-t';
import { usePrivateApi } from '../../../lib/private-api';
import styles from './profile-card.module.css';

/** The member (GetUserInfo): name, e-mail or mobile, whether it is verified; `verify` is shown until it is. */
export function ProfileCard({ verify }: { verify?: (verified: () => void) => ReactNode }) {
  const { t } = useMemberT();
  const state = usePrivateApi(getUserInfo);
  if (state.error && !state.data) {
    return <ErrorState title={t('profile.errorTitle')} message={state.error.message} onRetry={state.reload} headingLevel={2} />;
  }
  if (!state.data) return <SkeletonText lines={3} />;
  const user = state.data;
  return (
    <section className={styles.card} aria-labelledby="profile-heading" data-testid="profile-card">
      <h2 id="profile-heading">{user.userName}</h2>
      <dl className={styles.facts}>
        <dt>{user.email ? t('profile.email') : t('profile.phone')}</dt>
        <dd>{user.email ?? user.phone}</dd>
        <dt>{t('profile.status')}</dt>
        <dd data-testid="profile-verified">{user.verified ? t('profile.verified') : t('profile.notVerified')}</dd>
        <dt>{t('profile.since')}</dt>
        <dd>{user.createdAt.slice(0, 10)}</dd>
      </dl>
      {!user.verified && verify?.(state.reload)}
    </section>
  );
}

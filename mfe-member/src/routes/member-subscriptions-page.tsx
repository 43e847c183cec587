import type { RemotePageProps } from '@portal/shared/mf';
import { usePageMeta } from '@portal/shared/seo';
import { SubscriptionList } from '../features/subscriptions';
import { BuildingWatches, MemberNotices } from '../features/watches';
import { useMemberT } from '../i18n/use-member-t';
import { MemberLayout } from './member/member-layout';

/** memberSubscriptions: /member/subscriptions: manage the subscriptions (member route: the shell's check sends visitors to sign-in). */
export default function MemberSubscriptionsPage({ locale }: RemotePageProps) {
  const { t } = useMemberT();
  usePageMeta({ title: t('subs.title'), description: t('subs.intro') });
  return (
    <MemberLayout locale={locale} title={t('subs.title')}>
      <p>{t('subs.intro')}</p>
      <SubscriptionList locale={locale} />
      <h2>{t('watch.title')}</h2>
      <p>{t('watch.intro')}</p>
      <BuildingWatches locale={locale} />
      <h2>{t('watch.notices')}</h2>
      <MemberNotices locale={locale} />
    </MemberLayout>
  );
}

import type { RemotePageProps } from '@portal/shared/mf';
import { usePageMeta } from '@portal/shared/seo';
import { SubscriptionDetail, SubscriptionList } from '../features/subscriptions';
import { useMemberT } from '../i18n/use-member-t';
import { MemberLayout } from './member/member-layout';
import { MembersOnly } from './member/members-only';

/** subscribe: /subscribe (the member's subscriptions) and /subscribe/{id} (one of them). */
export default function SubscribePage({ locale, params }: RemotePageProps) {
  const { t } = useMemberT();
  usePageMeta({ title: t('subs.title'), description: t('subs.intro') });
  const id = Number(params.id);
  return (
    <MemberLayout locale={locale} title={t('subs.title')}>
      <MembersOnly locale={locale}>
        {params.id ? <SubscriptionDetail id={id} locale={locale} /> : <SubscriptionList locale={locale} />}
      </MembersOnly>
    </MemberLayout>
  );
}

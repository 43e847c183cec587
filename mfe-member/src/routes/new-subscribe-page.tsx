import type { RemotePageProps } from '@portal/shared/mf';
import { href } from '@portal/shared/routing';
import { usePageMeta } from '@portal/shared/seo';
import { toast } from '@portal/shared/ui';
import { useNavigate } from 'react-router';
import { useMemberT } from '../i18n/use-member-t';
import { LazySubscriptionForm } from './member/lazy-forms';
import { MemberLayout } from './member/member-layout';
import { MembersOnly } from './member/members-only';

/** newSubscribe: /newSubscribe: a subscription from a form or a saved search. */
export default function NewSubscribePage({ locale }: RemotePageProps) {
  const { t } = useMemberT();
  const navigate = useNavigate();
  usePageMeta({ title: t('subs.newTitle'), description: t('subs.intro') });
  return (
    <MemberLayout locale={locale} title={t('subs.newTitle')}>
      <p>{t('subs.intro')}</p>
      <MembersOnly locale={locale}>
        <LazySubscriptionForm
          locale={locale}
          onCreated={() => {
            toast.success(t('subs.created'));
            void navigate(href('memberSubscriptions', {}, locale));
          }}
        />
      </MembersOnly>
    </MemberLayout>
  );
}

import type { RemotePageProps } from '@portal/shared/mf';
import { usePageMeta } from '@portal/shared/seo';
import { MessagesInbox } from '../features/messages';
import { useMemberT } from '../i18n/use-member-t';
import { MemberLayout } from './member/member-layout';

/** memberMessages: /member/messages: the messages on the member's listings. */
export default function MemberMessagesPage({ locale }: RemotePageProps) {
  const { t } = useMemberT();
  usePageMeta({ title: t('messages.title'), description: t('messages.intro') });
  return (
    <MemberLayout locale={locale} title={t('messages.title')}>
      <p>{t('messages.intro')}</p>
      <MessagesInbox locale={locale} />
    </MemberLayout>
  );
}

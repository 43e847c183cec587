import type { RemotePageProps } from '@portal/shared/mf';
import { href } from '@portal/shared/routing';
import { usePageMeta } from '@portal/shared/seo';
import { useNavigate } from 'react-router';
import { MESSAGE_TABS, MessagesInbox, type MessageTab } from '../features/messages';
import { useMemberT } from '../i18n/use-member-t';
import { listQuery, listSearch } from '../lib/list-query';
import { MemberLayout } from './member/member-layout';

/** memberMessages: /member/messages[?type=elsewhere&page=2]: the messages on the member's listings, and theirs on others'. */
export default function MemberMessagesPage({ locale, search }: RemotePageProps) {
  const { t } = useMemberT();
  const navigate = useNavigate();
  usePageMeta({ title: t('messages.title'), description: t('messages.intro') });
  const { tab, page } = listQuery(search, MESSAGE_TABS);
  const base = href('memberMessages', {}, locale);
  const hrefFor = (type: MessageTab, p: number) => base + listSearch(type, p, MESSAGE_TABS);
  return (
    <MemberLayout locale={locale} title={t('messages.title')}>
      <p>{t('messages.intro')}</p>
      <MessagesInbox locale={locale} tab={tab} page={page} hrefFor={hrefFor} onTab={(type) => void navigate(hrefFor(type, 1))} />
    </MemberLayout>
  );
}

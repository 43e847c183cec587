import type { RemotePageProps } from '@portal/shared/mf';
import { href } from '@portal/shared/routing';
import { usePageMeta } from '@portal/shared/seo';
import { useNavigate } from 'react-router';
import { HISTORY_TABS, HistoryLists } from '../features/history';
import { useMemberT } from '../i18n/use-member-t';
import { listQuery, listSearch } from '../lib/list-query';
import { MemberLayout } from './member/member-layout';

/** history: /history and /historyList: the four browse-history lists of this browser (spec 4.8). */
export default function HistoryPage({ locale, search }: RemotePageProps) {
  const { t } = useMemberT();
  const navigate = useNavigate();
  usePageMeta({ title: t('history.title'), description: t('history.intro') });
  const { tab } = listQuery(search, HISTORY_TABS);
  return (
    <MemberLayout locale={locale} title={t('history.title')}>
      <HistoryLists locale={locale} type={tab} onType={(type) => void navigate(href('history', {}, locale) + listSearch(type, 1, HISTORY_TABS))} />
    </MemberLayout>
  );
}

import type { RemotePageProps } from '@portal/shared/mf';
import { href } from '@portal/shared/routing';
import { usePageMeta } from '@portal/shared/seo';
import { useNavigate } from 'react-router';
import { SAVED_SEARCH_TABS, SavedSearchList } from '../features/saved-searches';
import { useMemberT } from '../i18n/use-member-t';
import { listQuery, listSearch } from '../lib/list-query';
import { MemberLayout } from './member/member-layout';

/** savedSearches: /member/saved-searches: the searches saved on this browser, per list kind. */
export default function SavedSearchesPage({ locale, search }: RemotePageProps) {
  const { t } = useMemberT();
  const navigate = useNavigate();
  usePageMeta({ title: t('saved.title'), description: t('saved.intro') });
  const { tab } = listQuery(search, SAVED_SEARCH_TABS);
  return (
    <MemberLayout locale={locale} title={t('saved.title')}>
      <SavedSearchList locale={locale} kind={tab} onKind={(kind) => void navigate(href('savedSearches', {}, locale) + listSearch(kind, 1, SAVED_SEARCH_TABS))} />
    </MemberLayout>
  );
}

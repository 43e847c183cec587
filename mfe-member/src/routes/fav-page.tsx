import type { RemotePageProps } from '@portal/shared/mf';
import { href } from '@portal/shared/routing';
import { usePageMeta } from '@portal/shared/seo';
import { useBaseStore } from '@portal/shared/stores';
import { useHydrated } from '@portal/shared/ui';
import { Link, useNavigate } from 'react-router';
import { BOOKMARK_TABS, BookmarkList } from '../features/bookmarks';
import { useMemberT } from '../i18n/use-member-t';
import { listQuery, listSearch } from '../lib/list-query';
import { MemberLayout } from './member/member-layout';

/** fav: /fav and /favList: bookmarks of every type; a visitor sees their own and is invited to sign in to keep more. */
export default function FavPage({ locale, search, routeName }: RemotePageProps) {
  const { t } = useMemberT();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const member = useBaseStore((s) => s.userInfo !== null);
  usePageMeta({ title: t('fav.title'), description: t('fav.intro') });
  const { tab, page } = listQuery(search, BOOKMARK_TABS);
  const base = href('fav', {}, locale);
  const hrefFor = (type: (typeof BOOKMARK_TABS)[number], p: number) => base + listSearch(type, p, BOOKMARK_TABS);
  return (
    <MemberLayout locale={locale} title={t('fav.title')}>
      {hydrated && !member && (
        <p>
          {t('fav.visitor')} <Link to={href('signIn', {}, locale, { redirect: base })}>{t('signIn.title')}</Link>
        </p>
      )}
      <BookmarkList key={routeName} locale={locale} type={tab} page={page} hrefFor={hrefFor} onType={(type) => void navigate(hrefFor(type, 1))} />
    </MemberLayout>
  );
}

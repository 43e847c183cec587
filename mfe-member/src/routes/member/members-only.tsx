import { href, type Locale } from '@portal/shared/routing';
import { useBaseStore } from '@portal/shared/stores';
import { SkeletonText, useHydrated } from '@portal/shared/ui';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useMemberT } from '../../i18n/use-member-t';

/**
 * The content of a public path that only a member can use (/subscribe, /newSubscribe): a visitor
 * is asked to sign in, and comes back here after. Decided in the browser: the server renders
 * every page as a first-time visitor sees it.
 */
export function MembersOnly({ locale, children }: { locale: Locale; children: ReactNode }) {
  const { t } = useMemberT();
  const hydrated = useHydrated();
  const member = useBaseStore((s) => s.userInfo !== null);
  const { pathname, search } = useLocation();
  if (!hydrated) return <SkeletonText lines={4} />;
  if (!member) {
    return (
      <p>
        {t('subs.signInFirst')} <Link to={href('signIn', {}, locale, { redirect: pathname + search })}>{t('signIn.title')}</Link>
      </p>
    );
  }
  return children;
}

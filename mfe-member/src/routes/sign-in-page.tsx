import type { RemotePageProps } from '@portal/shared/mf';
import { href } from '@portal/shared/routing';
import { usePageMeta } from '@portal/shared/seo';
import { useBaseStore } from '@portal/shared/stores';
import { toast, useHydrated } from '@portal/shared/ui';
import { Link, useNavigate } from 'react-router';
import { SignInForm } from '../features/account';
import { useMemberT } from '../i18n/use-member-t';
import { redirectTarget, referrerPath } from '../lib/redirect';
import { AccountLayout } from './account/account-layout';

/** signIn: /member/sign-in?redirect= (spec 2.7: the route check sends visitors here, with the way back; a plain link returns to the page it was on) */
export default function SignInPage({ locale, search }: RemotePageProps) {
  const { t } = useMemberT();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const user = useBaseStore((s) => s.userInfo);
  usePageMeta({ title: t('signIn.title'), description: t('signIn.intro') });
  const next = redirectTarget(search, href('memberCentre', {}, locale));
  const keep = new URLSearchParams(search).get('redirect') ? { redirect: next } : undefined;
  if (hydrated && user) {
    return (
      <AccountLayout title={t('signIn.title')} intro={t('signIn.already', { name: user.userName })}>
        <Link to={next}>{t('signIn.continue')}</Link>
      </AccountLayout>
    );
  }
  return (
    <AccountLayout
      title={t('signIn.title')}
      intro={t('signIn.intro')}
      links={
        <>
          <Link to={href('signUp', {}, locale, keep)}>{t('signIn.toSignUp')}</Link>
          <Link to={href('resetPassword', {}, locale)}>{t('signIn.toReset')}</Link>
        </>
      }
    >
      <SignInForm
        onSignedIn={(member) => {
          toast.success(t('signIn.welcome', { name: member.userName }));
          // without a way back (the bookmark limit's link), the page the visitor came from
          void navigate(keep ? next : (referrerPath(document.referrer, window.location.origin) ?? next), { replace: true });
        }}
      />
    </AccountLayout>
  );
}

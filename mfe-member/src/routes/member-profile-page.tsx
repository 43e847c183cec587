import type { RemotePageProps } from '@portal/shared/mf';
import { href } from '@portal/shared/routing';
import { usePageMeta } from '@portal/shared/seo';
import { useNavigate } from 'react-router';
import { SignOutButton } from '../features/account';
import { ProfileCard } from '../features/profile';
import { useMemberT } from '../i18n/use-member-t';
import { LazyChangePasswordForm, LazyVerifyForm } from './member/lazy-forms';
import { MemberLayout } from './member/member-layout';

/** memberProfile: /member/profile: the account, its verification, the password, and sign-out everywhere. */
export default function MemberProfilePage({ locale }: RemotePageProps) {
  const { t } = useMemberT();
  const navigate = useNavigate();
  usePageMeta({ title: t('profile.title'), description: t('centre.intro') });
  return (
    <MemberLayout locale={locale} title={t('profile.title')}>
      <ProfileCard verify={(verified) => <LazyVerifyForm onVerified={verified} />} />
      <h2>{t('password.title')}</h2>
      <LazyChangePasswordForm />
      <div>
        <SignOutButton everywhere onSignedOut={() => void navigate(href('signIn', {}, locale))} />
      </div>
    </MemberLayout>
  );
}

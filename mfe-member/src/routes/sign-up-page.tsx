import type { RemotePageProps } from '@portal/shared/mf';
import { href } from '@portal/shared/routing';
import { usePageMeta } from '@portal/shared/seo';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { SignUpForm, VerifyForm } from '../features/account';
import { useMemberT } from '../i18n/use-member-t';
import { redirectTarget } from '../lib/redirect';
import { AccountLayout } from './account/account-layout';

/** signUp: /member/sign-up: the new member is signed in at once, then verifies the e-mail or mobile with the code sent to it. */
export default function SignUpPage({ locale, search }: RemotePageProps) {
  const { t } = useMemberT();
  const navigate = useNavigate();
  const [step, setStep] = useState<'account' | 'verify'>('account');
  usePageMeta({ title: t('signUp.title'), description: t('signUp.intro') });
  const next = redirectTarget(search, href('memberCentre', {}, locale));
  if (step === 'verify') {
    return (
      <AccountLayout title={t('verify.title')} intro={t('verify.intro')} links={<Link to={next}>{t('verify.later')}</Link>}>
        <VerifyForm onVerified={() => void navigate(next, { replace: true })} />
      </AccountLayout>
    );
  }
  return (
    <AccountLayout title={t('signUp.title')} intro={t('signUp.intro')} links={<Link to={href('signIn', {}, locale)}>{t('signUp.toSignIn')}</Link>}>
      <SignUpForm onSignedUp={() => setStep('verify')} />
    </AccountLayout>
  );
}

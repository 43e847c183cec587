import type { RemotePageProps } from '@portal/shared/mf';
import { href } from '@portal/shared/routing';
import { usePageMeta } from '@portal/shared/seo';
import { useState } from 'react';
import { Link } from 'react-router';
import { ResetPasswordForm } from '../features/account';
import { useMemberT } from '../i18n/use-member-t';
import { endSession } from '../lib/session';
import { AccountLayout } from './account/account-layout';

/** resetPassword: /member/reset-password: a code to the account, then a new password (every session of the account ends). */
export default function ResetPasswordPage({ locale }: RemotePageProps) {
  const { t } = useMemberT();
  const [done, setDone] = useState(false);
  usePageMeta({ title: t('reset.title'), description: t('reset.intro') });
  const signIn = <Link to={href('signIn', {}, locale)}>{t('reset.toSignIn')}</Link>;
  if (done) {
    return (
      <AccountLayout title={t('reset.title')} links={signIn}>
        <p role="status">{t('reset.done')}</p>
      </AccountLayout>
    );
  }
  return (
    <AccountLayout title={t('reset.title')} intro={t('reset.intro')} links={signIn}>
      <ResetPasswordForm
        onReset={() => {
          endSession();
          setDone(true);
        }}
      />
    </AccountLayout>
  );
}

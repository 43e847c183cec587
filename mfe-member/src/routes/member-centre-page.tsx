import type { RemotePageProps } from '@portal/shared/mf';
import { href } from '@portal/shared/routing';
import { usePageMeta } from '@portal/shared/seo';
import { Link, useNavigate } from 'react-router';
import { SignOutButton } from '../features/account';
import { ProfileCard } from '../features/profile';
import { useMemberT } from '../i18n/use-member-t';
import { LazyVerifyForm } from './member/lazy-forms';
import { MEMBER_SECTIONS, MemberLayout } from './member/member-layout';

/** memberCentre: /member: the member, their verification, the sections of the centre and sign-out. */
export default function MemberCentrePage({ locale }: RemotePageProps) {
  const { t } = useMemberT();
  const navigate = useNavigate();
  usePageMeta({ title: t('centre.title'), description: t('centre.intro') });
  return (
    <MemberLayout locale={locale} title={t('centre.title')}>
      <ProfileCard verify={(verified) => <LazyVerifyForm onVerified={verified} />} />
      <ul aria-label={t('nav.label')}>
        {MEMBER_SECTIONS.slice(1).map((s) => (
          <li key={s.route}>
            <Link to={href(s.route, {}, locale)}>{t(s.label)}</Link>
          </li>
        ))}
      </ul>
      <div>
        <SignOutButton onSignedOut={() => void navigate(href('home', {}, locale))} />
      </div>
    </MemberLayout>
  );
}

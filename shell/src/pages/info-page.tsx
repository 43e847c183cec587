import type { RemotePageProps } from '@portal/shared/mf';
import { useTranslation } from 'react-i18next';
import styles from './pages.module.css';

/** A text page of the shell: a title and its paragraphs, from the 'shell' namespace. */
function InfoPage({ section, paragraphs }: { section: string; paragraphs: number }) {
  const { t } = useTranslation('shell');
  return (
    <article className={styles.article}>
      <h1>{t(`${section}.title`)}</h1>
      {Array.from({ length: paragraphs }, (_, i) => (
        <p key={i}>{t(`${section}.p${i + 1}`)}</p>
      ))}
    </article>
  );
}

export const AboutUsPage = (_: RemotePageProps) => <InfoPage section="about" paragraphs={3} />;
export const TermsPage = (_: RemotePageProps) => <InfoPage section="terms" paragraphs={3} />;
export const PrivacyPage = (_: RemotePageProps) => <InfoPage section="privacy" paragraphs={3} />;
export const HelpPage = (_: RemotePageProps) => <InfoPage section="help" paragraphs={3} />;
export const ContactPage = (_: RemotePageProps) => <InfoPage section="contact" paragraphs={2} />;

import { href, type Locale } from '@portal/shared/routing';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFooterMode } from './use-footer-mode';
import { FOOTER_LINKS } from './nav-links';
import styles from './layout.module.css';

export function Footer({ locale }: { locale: Locale }) {
  const { t } = useTranslation('shell');
  const mode = useFooterMode();
  return (
    <footer className={mode === 'visible' ? `${styles.footer} ${styles.footerVisible}` : styles.footer} data-mode={mode}>
      <nav className={styles.footerLinks} aria-label={t('footer.sitemap')}>
        {FOOTER_LINKS.map((l) => (
          <Link key={l.route} to={href(l.route, {}, locale)}>
            {t(l.label)}
          </Link>
        ))}
      </nav>
      <p className={styles.copyright}>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}

import type { RemotePageProps } from '@portal/shared/mf';
import { href } from '@portal/shared/routing';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FOOTER_LINKS, NAV_LINKS } from '../layout/nav-links';
import styles from './pages.module.css';

/** Every main section of the site, linked from the shared route table. */
export default function SitemapPage({ locale }: RemotePageProps) {
  const { t } = useTranslation('shell');
  return (
    <article className={styles.article}>
      <h1>{t('sitemap.title')}</h1>
      <ul className={styles.sitemap}>
        {[...NAV_LINKS, ...FOOTER_LINKS].map((l) => (
          <li key={l.route}>
            <Link to={href(l.route, {}, locale)}>{t(l.label)}</Link>
          </li>
        ))}
      </ul>
    </article>
  );
}

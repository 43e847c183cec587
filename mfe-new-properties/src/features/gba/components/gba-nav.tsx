import { href, type Locale, type RouteName } from '@portal/shared/routing';
import { Link } from 'react-router';
import { useGbaT } from '../i18n';
import styles from './gba.module.css';

const LINKS: Array<[RouteName, string]> = [['gbaIndex', 'nav.home'], ['gbaList', 'nav.list'], ['gbaTools', 'nav.tools']];

/** The section's links: its home, every project, the buyer's sums. */
export function GbaNav({ locale, current }: { locale: Locale; current?: RouteName }) {
  const { t } = useGbaT();
  return (
    <nav className={styles.nav} aria-label={t('nav.label')}>
      {LINKS.map(([name, key]) => (
        <Link key={name} to={href(name, {}, locale)} aria-current={name === current ? 'page' : undefined}>{t(key)}</Link>
      ))}
    </nav>
  );
}

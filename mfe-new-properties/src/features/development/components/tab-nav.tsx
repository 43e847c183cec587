import type { Locale } from '@portal/shared/routing';
import { Link } from 'react-router';
import { useNewPropertiesT } from '../../../i18n/use-new-properties-t';
import { DEVELOPMENT_TABS, tabHref, type DevelopmentTab } from '../tabs';
import styles from './development.module.css';

/** The development's tabs as links (each tab is a page of its own, spec 2.6). */
export function TabNav({ estateId, tab, locale }: { estateId: number; tab: DevelopmentTab; locale: Locale }) {
  const { t } = useNewPropertiesT();
  return (
    <nav className={styles.tabs} aria-label={t('detail.tabsLabel')}>
      <ul>
        {DEVELOPMENT_TABS.map((item) => (
          <li key={item}>
            <Link to={tabHref(estateId, item, locale)} aria-current={item === tab ? 'page' : undefined} data-testid={`tab-${item}`}>
              {t(`tabs.${item}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import { Link } from 'react-router';
import styles from './link-tabs.module.css';

export interface LinkTab {
  value: string;
  label: string;
  href: string;
}

/**
 * Tabs that are pages: a navigation list of real links, the current one marked aria-current.
 * Each is a Tab stop and opens with Enter, in a new tab too (links, not ARIA tab buttons).
 */
export function LinkTabs({ tabs, current, label }: { tabs: readonly LinkTab[]; current: string; label: string }) {
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.list}>
        {tabs.map((tab) => (
          <li key={tab.value}>
            <Link
              to={tab.href}
              className={styles.tab}
              aria-current={tab.value === current ? 'page' : undefined}
              data-testid={`tab-${tab.value}`}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import { Link } from 'react-router';
import styles from './market.module.css';

export interface ChipLink {
  key: string;
  label: string;
  to: string;
  current: boolean;
}

/** A choice among a few values as links (the URL keeps the choice; it works before hydration too). */
export function ChipNav({ label, links, testId }: { label: string; links: readonly ChipLink[]; testId?: string }) {
  return (
    <nav aria-label={label} data-testid={testId}>
      <ul className={styles.chips}>
        {links.map((link) => (
          <li key={link.key}>
            <Link className={styles.chip} to={link.to} aria-current={link.current ? 'true' : undefined} preventScrollReset>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import type { ReactNode } from 'react';
import styles from './account.module.css';

/** The frame of the account pages: a title, an introduction, the form, and links below it. */
export function AccountLayout({ title, intro, children, links }: { title: string; intro?: string; children: ReactNode; links?: ReactNode }) {
  return (
    <div className={styles.page} data-testid="member-page">
      <h1>{title}</h1>
      {intro && <p className={styles.intro}>{intro}</p>}
      {children}
      {links && <p className={styles.links}>{links}</p>}
    </div>
  );
}

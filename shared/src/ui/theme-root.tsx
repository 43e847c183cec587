import type { ReactNode } from 'react';
import './tokens.css';
import styles from './theme-root.module.css';

export interface ThemeRootProps {
  children: ReactNode;
  className?: string;
}

/** Loads the design tokens (CSS variables on :root) and sets the base type and colours. */
export function ThemeRoot({ children, className }: ThemeRootProps) {
  return <div className={className ? `${styles.root} ${className}` : styles.root}>{children}</div>;
}

import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../cx';
import styles from './card.module.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** the element: article for a listing, section or div otherwise */
  as?: 'article' | 'section' | 'div' | 'li';
  /** inner padding (default true); false for edge-to-edge media */
  padded?: boolean;
  /** lifts on hover and shows focus when a link inside has it */
  interactive?: boolean;
  children: ReactNode;
}

export function Card({ as: Element = 'div', padded = true, interactive = false, className, children, ...rest }: CardProps) {
  return (
    <Element {...rest} className={cx(styles.card, padded && styles.padded, interactive && styles.interactive, className)}>
      {children}
    </Element>
  );
}

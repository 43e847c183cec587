import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../cx';
import styles from './icon-button.module.css';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> {
  /** the accessible name (the icon itself is decorative) */
  label: string;
  icon: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  outlined?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function IconButton({ label, icon, size = 'md', outlined = false, type = 'button', className, ...rest }: IconButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      aria-label={label}
      title={rest.title ?? label}
      className={cx(styles.iconButton, styles[size], outlined && styles.outlined, className)}
    >
      <span aria-hidden="true">{icon}</span>
    </button>
  );
}

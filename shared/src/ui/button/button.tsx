import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../cx';
import { Spinner } from '../spinner/spinner';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** busy: shows a spinner, sets aria-busy and ignores clicks */
  loading?: boolean;
  fullWidth?: boolean;
  /** an icon before the text */
  icon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/** The button look for a link (<a className={buttonClass({ variant: 'secondary' })}>): navigation stays a link. */
export function buttonClass({ variant = 'primary', size = 'md', fullWidth = false }: Pick<ButtonProps, 'variant' | 'size' | 'fullWidth'> = {}): string {
  return cx(styles.button, styles[variant], styles[size], fullWidth && styles.fullWidth);
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  icon,
  type = 'button',
  className,
  disabled,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={cx(buttonClass({ variant, size, fullWidth }), className)}
      disabled={disabled}
      aria-busy={loading || undefined}
      onClick={loading ? (e) => e.preventDefault() : onClick}
    >
      {loading ? <Spinner size="sm" decorative /> : icon}
      {children}
    </button>
  );
}

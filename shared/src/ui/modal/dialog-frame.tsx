import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { cx } from '../cx';
import { IconButton } from '../icon-button/icon-button';
import { CloseIcon } from '../icons';
import { useUiLabels } from '../ui-labels';
import styles from './dialog-frame.module.css';
import { useFocusTrap } from './use-focus-trap';

export interface DialogFrameProps {
  open: boolean;
  onClose: () => void;
  /** the dialog's accessible name, shown as its heading */
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** default: "Close" in the current language */
  closeLabel?: string;
  /** close when the backdrop is clicked (default true) */
  closeOnBackdrop?: boolean;
  initialFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
}

interface FrameLayout {
  placement: 'center' | 'bottom';
  size?: 'sm' | 'md' | 'lg';
}

let openCount = 0;
let savedOverflow = '';
function useScrollLock(active: boolean) {
  useEffect(() => {
    if (!active) return;
    if (openCount++ === 0) {
      savedOverflow = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
    }
    return () => {
      if (--openCount === 0) document.body.style.overflow = savedOverflow;
    };
  }, [active]);
}

/** The shared body of Modal and Sheet: portal, backdrop, focus trap, Escape, scroll lock. */
export function DialogFrame(props: DialogFrameProps & FrameLayout) {
  const { open, onClose, title, children, footer, closeLabel, closeOnBackdrop = true, initialFocusRef, className, placement, size = 'md' } = props;
  const labels = useUiLabels();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef, open, { onEscape: onClose, initialFocusRef });
  useScrollLock(open);
  if (!open || typeof document === 'undefined') return null;

  return createPortal(
    <div
      className={cx(styles.backdrop, placement === 'bottom' && styles.bottom)}
      onMouseDown={(e) => {
        if (closeOnBackdrop && e.target === e.currentTarget) onClose();
      }}
    >
      <div ref={panelRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className={cx(styles.panel, styles[size], className)}>
        {placement === 'bottom' && <span className={styles.handle} aria-hidden="true" />}
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <IconButton label={closeLabel ?? labels.close} icon={<CloseIcon />} size="sm" onClick={onClose} />
        </div>
        <div className={styles.body} data-autofocus-scope="">
          {children}
        </div>
        {footer && (
          <div className={styles.footer} data-autofocus-scope="">
            {footer}
          </div>
        )}
      </div>
    </div>,
    document.body,
  );
}

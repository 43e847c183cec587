import { useEffect, useState, useSyncExternalStore } from 'react';
import { cx } from '../cx';
import { AlertIcon, CheckIcon, CloseIcon } from '../icons';
import { useUiLabels } from '../ui-labels';
import { getToasts, NO_TOASTS, subscribeToasts, toast, type ToastItem } from './toast-store';
import styles from './toaster.module.css';


function ToastView({ item, dismissLabel }: { item: ToastItem; dismissLabel: string }) {
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (!item.duration || paused) return;
    const timer = setTimeout(() => toast.dismiss(item.id), item.duration);
    return () => clearTimeout(timer);
  }, [item.id, item.duration, paused]);
  return (
    <div
      className={cx(styles.toast, styles[item.kind])}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <span className={styles.icon} aria-hidden="true">
        {item.kind === 'success' ? <CheckIcon /> : <AlertIcon />}
      </span>
      <p className={styles.text}>{item.text}</p>
      <button type="button" className={styles.dismiss} aria-label={dismissLabel} onClick={() => toast.dismiss(item.id)}>
        <CloseIcon />
      </button>
    </div>
  );
}

export interface ToasterProps {
  /** default: "Notifications" in the current language */
  label?: string;
  dismissLabel?: string;
}

/**
 * Shows the toasts raised with toast.success / error / info. Render once (the shell does).
 * Errors are announced assertively (role="alert"), others politely (role="status").
 */
export function Toaster({ label, dismissLabel }: ToasterProps) {
  const labels = useUiLabels();
  const items = useSyncExternalStore(subscribeToasts, getToasts, () => NO_TOASTS);
  const render = (list: readonly ToastItem[]) =>
    list.map((item) => <ToastView key={item.id} item={item} dismissLabel={dismissLabel ?? labels.dismiss} />);
  return (
    <section className={styles.toaster} aria-label={label ?? labels.notifications}>
      <div className={styles.region} role="status" aria-live="polite">
        {render(items.filter((t) => t.kind !== 'error'))}
      </div>
      <div className={styles.region} role="alert" aria-live="assertive">
        {render(items.filter((t) => t.kind === 'error'))}
      </div>
    </section>
  );
}

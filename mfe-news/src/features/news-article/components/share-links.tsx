import { useState, useSyncExternalStore } from 'react';
import { useNewsT } from '../../../i18n/use-news-t';
import styles from './article.module.css';

const noop = () => () => undefined;

/** Share an article: WhatsApp, Facebook, e-mail and copying its address (the page's own URL, in the browser). */
export function ShareLinks({ title }: { title: string }) {
  const { t } = useNewsT();
  const url = useSyncExternalStore(noop, () => window.location.href, () => '');
  const [copied, setCopied] = useState(false);
  if (!url) return null;
  const u = encodeURIComponent(url);
  const copy = () => {
    void navigator.clipboard?.writeText(url).then(() => setCopied(true), () => setCopied(false));
  };
  return (
    <nav className={styles.share} aria-label={t('share.title')}>
      <a href={`https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`} target="_blank" rel="noopener noreferrer">{t('share.whatsapp')}</a>
      <a href={`https://www.facebook.com/sharer/sharer.php?u=${u}`} target="_blank" rel="noopener noreferrer">{t('share.facebook')}</a>
      <a href={`mailto:?subject=${encodeURIComponent(title)}&body=${u}`}>{t('share.email')}</a>
      <button type="button" onClick={copy}>{copied ? t('share.copied') : t('share.copy')}</button>
    </nav>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QRCodeSVG } from 'qrcode.react';
import { toast } from '@portal/shared/ui';
import { copyText } from '../copy-text';
import { facebookShareUrl, whatsAppShareUrl } from '../share-links';
import styles from './share-panel.module.css';

export interface SharePanelProps {
  /** the absolute URL of the page being shared (what is copied, encoded in the QR code and sent) */
  url: string;
  /** listing title, put before the URL in the WhatsApp text */
  title?: string;
  /** called after a copy attempt with the localized result */
  onCopied?: (result: { ok: boolean; message: string }) => void;
  /** how the copy result is shown: the shared toast (default, the shell's Toaster) or a line in the panel */
  feedback?: 'toast' | 'inline';
  /** 'row' (desktop, default) or 'stack' (mobile sheet) */
  layout?: 'row' | 'stack';
}

type CopyState = 'idle' | 'copied' | 'failed';

export function SharePanel({ url, title, onCopied, feedback = 'toast', layout = 'row' }: SharePanelProps) {
  const { t } = useTranslation('listings');
  const [showQr, setShowQr] = useState(false);
  const [copy, setCopy] = useState<CopyState>('idle');

  async function onCopy() {
    const ok = await copyText(url);
    const message = t(ok ? 'share.copied' : 'share.copyFailed');
    if (feedback === 'toast') {
      if (ok) toast.success(message);
      else toast.error(message);
    } else setCopy(ok ? 'copied' : 'failed');
    onCopied?.({ ok, message });
  }

  return (
    <div className={`${styles.panel} ${layout === 'stack' ? styles.stack : ''}`}>
      <div className={styles.actions} role="group" aria-label={t('share.title')}>
        <a className={styles.action} href={whatsAppShareUrl(url, title)} target="_blank" rel="noopener noreferrer">
          {t('share.whatsApp')}
        </a>
        <a className={styles.action} href={facebookShareUrl(url)} target="_blank" rel="noopener noreferrer">
          {t('share.facebook')}
        </a>
        <button type="button" className={styles.action} aria-expanded={showQr} onClick={() => setShowQr((v) => !v)}>
          {t('share.qrCode')}
        </button>
        <button type="button" className={styles.action} onClick={onCopy}>
          {t('share.copyLink')}
        </button>
      </div>
      {showQr && (
        <figure className={styles.qr}>
          <QRCodeSVG value={url} size={160} marginSize={2} title={t('share.qrCodeAlt')} data-testid="share-qr" />
          <figcaption className={styles.caption}>{t('share.qrCodeHint')}</figcaption>
        </figure>
      )}
      {feedback === 'inline' && (
        <p className={copy === 'failed' ? styles.error : styles.status} role="status" aria-live="polite">
          {copy === 'copied' ? t('share.copied') : copy === 'failed' ? t('share.copyFailed') : ''}
        </p>
      )}
    </div>
  );
}

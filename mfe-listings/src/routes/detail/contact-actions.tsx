import { call } from '@portal/shared/api';
import { addOperateContactLog, getWhatsAppUrl, prepareReceiveCall } from '@portal/shared/endpoints';
import { Button } from '@portal/shared/ui';
import { useState } from 'react';
import { useListingsT } from '../../i18n/use-listings-t';
import styles from './detail-screen.module.css';

type Shown = { phone: string } | { failed: true } | null;

/** Logs a contact; a failed log never blocks the visitor from calling. */
function logContact(listingId: string, contactType: 'phone' | 'whatsapp') {
  call(addOperateContactLog, { body: { listingId, contactType }, loadingBar: false }).catch(() => undefined);
}

/**
 * The call (PrepareReceiveCall, then the number as a tel: link) and WhatsApp (GetWhatsAppUrl, in a
 * new tab) buttons of a listing's contact person, each logged with AddOperateContactLog.
 */
export function ContactActions({ listingId, whatsapp }: { listingId: string; whatsapp: boolean }) {
  const { t } = useListingsT();
  const [shown, setShown] = useState<Shown>(null);
  const [busy, setBusy] = useState(false);
  const openWhatsApp = async () => {
    const popup = window.open('', '_blank');
    try {
      const { url } = await call(getWhatsAppUrl, { body: { listingId } });
      logContact(listingId, 'whatsapp');
      if (url && popup) popup.location.href = url;
      else popup?.close();
    } catch {
      popup?.close();
      setShown({ failed: true });
    }
  };
  const phone = async () => {
    setBusy(true);
    try {
      const result = await call(prepareReceiveCall, { body: { listingId } });
      logContact(listingId, 'phone');
      setShown(result.phone ? { phone: result.phone } : { failed: true });
    } catch {
      setShown({ failed: true });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <div className={styles.actionRow}>
        <Button size="sm" onClick={phone} loading={busy} data-testid="contact-call">
          {t('detail.call')}
        </Button>
        {whatsapp ? (
          <Button size="sm" variant="secondary" onClick={openWhatsApp} data-testid="contact-whatsapp">
            {t('detail.whatsapp')}
          </Button>
        ) : null}
      </div>
      {shown && 'phone' in shown ? (
        <a className={styles.phone} href={`tel:${shown.phone.replace(/\s+/g, '')}`} data-testid="contact-phone">
          {t('detail.callNumber', { phone: shown.phone })}
        </a>
      ) : null}
      {shown && 'failed' in shown ? <p role="alert">{t('detail.contactFailed')}</p> : null}
    </>
  );
}

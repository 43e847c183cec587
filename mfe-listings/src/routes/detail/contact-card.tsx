import { call, useApi } from '@portal/shared/api';
import { addOperateContactLog, getPropertyUserInfoById, getWhatsAppUrl, prepareReceiveCall } from '@portal/shared/contracts';
import type { Locale } from '@portal/shared/routing';
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
 * The agent or owner card (GetPropertyUserInfoById) with WhatsApp (GetWhatsAppUrl) and call
 * (PrepareReceiveCall) buttons, each logged with AddOperateContactLog. Not shown when the
 * listing's state hides contact details (spec 4.1).
 */
export function ContactCard({ listingId, locale }: { listingId: string; locale: Locale }) {
  const { t } = useListingsT();
  const info = useApi(getPropertyUserInfoById, { query: { propertyId: listingId }, language: locale });
  const [shown, setShown] = useState<Shown>(null);
  const [busy, setBusy] = useState(false);
  const person = info.data;
  if (!person || person.contactHidden) return null;
  const whatsApp = async () => {
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
    <section className={styles.contact} data-testid="contact-card" aria-labelledby="contact-title">
      <h2 id="contact-title" className={styles.contactTitle}>
        {t('detail.contactTitle')} · {t(person.isOwner ? 'detail.contactOwner' : 'detail.contactAgent')}
      </h2>
      <p className={styles.contactName}>{person.nameWithCulture}</p>
      {person.companyNameWithCulture ? <p className={styles.muted}>{person.companyNameWithCulture}</p> : null}
      {person.license ? <p className={styles.muted}>{t('detail.license', { license: person.license })}</p> : null}
      <div className={styles.actionRow}>
        <Button size="sm" onClick={phone} loading={busy} data-testid="contact-call">
          {t('detail.call')}
        </Button>
        {person.whatsapp ? (
          <Button size="sm" variant="secondary" onClick={whatsApp} data-testid="contact-whatsapp">
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
    </section>
  );
}

import { useApi } from '@portal/shared/api';
import { getPropertyUserInfoById } from '@portal/shared/contracts';
import type { Locale } from '@portal/shared/routing';
import { useListingsT } from '../../i18n/use-listings-t';
import { ContactActions } from './contact-actions';
import styles from './detail-screen.module.css';

/**
 * The agent or owner card (GetPropertyUserInfoById) with the call and WhatsApp buttons
 * (ContactActions). Not shown when the listing's state hides contact details (spec 4.1).
 */
export function ContactCard({ listingId, locale }: { listingId: string; locale: Locale }) {
  const { t } = useListingsT();
  const info = useApi(getPropertyUserInfoById, { query: { propertyId: listingId }, language: locale });
  const person = info.data;
  if (!person || person.contactHidden) return null;
  return (
    <section className={styles.contact} data-testid="contact-card" aria-labelledby="contact-title">
      <h2 id="contact-title" className={styles.contactTitle}>
        {t('detail.contactTitle')} · {t(person.isOwner ? 'detail.contactOwner' : 'detail.contactAgent')}
      </h2>
      <p className={styles.contactName}>{person.nameWithCulture}</p>
      {person.companyNameWithCulture ? <p className={styles.muted}>{person.companyNameWithCulture}</p> : null}
      {person.license ? <p className={styles.muted}>{t('detail.license', { license: person.license })}</p> : null}
      <ContactActions listingId={listingId} whatsapp={Boolean(person.whatsapp)} />
    </section>
  );
}

import { useApi } from '@portal/shared/api';
import { Skeleton } from '@portal/shared/ui';
import { getPropertyUserInfoById } from '@portal/shared/endpoints';
import type { Locale } from '@portal/shared/routing';
import { useListingsT } from '../../i18n/use-listings-t';
import { ContactActions } from './contact-actions';
import styles from './detail-screen.module.css';

/** the call of a listing's contact card (the detail screen starts it early on the server) */
export const contactCall = (listingId: string, locale: Locale) => [getPropertyUserInfoById, { query: { propertyId: listingId }, language: locale }] as const;

/**
 * The agent or owner card (GetPropertyUserInfoById) with the call and WhatsApp buttons
 * (ContactActions). Not shown when the listing's state hides contact details (spec 4.1).
 */
export function ContactCard({ listingId, locale }: { listingId: string; locale: Locale }) {
  const { t } = useListingsT();
  const info = useApi(...contactCall(listingId, locale));
  const person = info.data;
  if (!person && info.loading) {
    // the card's place is kept while it loads (an agent's card: name, agency, licence, buttons),
    // so the facts below it do not jump when it arrives
    return (
      <section className={styles.contact} data-testid="contact-card-loading" aria-busy="true" aria-labelledby="contact-title">
        <h2 id="contact-title" className={styles.contactTitle}>
          {t('detail.contactTitle')}
        </h2>
        <Skeleton width="45%" height="1.65rem" />
        <Skeleton width="60%" height="1.5rem" />
        <Skeleton width="40%" height="1.5rem" />
        <Skeleton width="9rem" height="32px" />
      </section>
    );
  }
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

import { mediaUrl } from '@portal/shared/api';
import type { getPropertyUserInfoById, ResultOf } from '@portal/shared/contracts';
import { href, type Locale } from '@portal/shared/routing';
import { Link } from 'react-router';
import { useListingsT } from '../../i18n/use-listings-t';
import { ContactActions } from '../detail/contact-actions';
import styles from './person-screen.module.css';

export type PersonInfo = ResultOf<typeof getPropertyUserInfoById>;

/**
 * The contact person of a listing: an agent with photo, name, licence and agency, or the owner
 * (a label only: an owner's name and number stay private), and the detail page's contact buttons.
 */
export function PersonCard({ person, listingId, locale }: { person: PersonInfo; listingId: string; locale: Locale }) {
  const { t } = useListingsT();
  const owner = person.isOwner;
  const name = owner ? t('person.ownerName') : person.nameWithCulture;
  return (
    <section className={styles.card} aria-labelledby="person-name" data-testid="person-card" data-person={owner ? 'owner' : 'agent'}>
      {!owner && person.avatar ? (
        <img className={styles.photo} src={mediaUrl(person.avatar)} alt={t('person.photo', { name })} width={96} height={96} />
      ) : (
        <span className={styles.initial} aria-hidden="true">{Array.from(name)[0] ?? ''}</span>
      )}
      <div className={styles.identity}>
        <p className={styles.role}>{t(owner ? 'detail.contactOwner' : 'detail.contactAgent')}</p>
        <h2 id="person-name" className={styles.name}>{name}</h2>
        {owner ? <p className={styles.muted}>{t('person.ownerNote')}</p> : null}
        {!owner && person.license ? <p className={styles.muted}>{t('detail.license', { license: person.license })}</p> : null}
        {!owner && person.companyNameWithCulture ? (
          <p className={styles.muted}>
            {t('person.agency')}{' '}
            {person.companyID !== null ? (
              <Link to={href('agencyDetail', { agentId: person.companyID }, locale)}>{person.companyNameWithCulture}</Link>
            ) : (
              person.companyNameWithCulture
            )}
            {person.companyLicense ? ` · ${t('person.agencyLicense', { license: person.companyLicense })}` : null}
          </p>
        ) : null}
        <div className={styles.contact}>
          <ContactActions listingId={listingId} whatsapp={Boolean(person.whatsapp)} />
        </div>
      </div>
    </section>
  );
}

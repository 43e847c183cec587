import { mediaUrl } from '@portal/shared/api';
import { href, type Locale } from '@portal/shared/routing';
import { DISTRICT_CODES } from '@portal/shared/url';
import { Link } from 'react-router';
import { useListingsT } from '../../../i18n/use-listings-t';
import type { Agent } from '../api/use-agent-search';
import { useDistricts } from '../api/use-districts';
import { CountList } from './count-list';
import styles from './profile.module.css';

/** A partner's card (spec 3.2): name, licence, agency, phones, districts served and counts. */
export function AgentProfile({ agent: a, locale }: { agent: Agent; locale: Locale }) {
  const { t } = useListingsT();
  const { options } = useDistricts(locale);
  const districtNames = a.districtCodes.flatMap((code) => {
    const id = String((DISTRICT_CODES as readonly string[]).indexOf(code) + 1).padStart(2, '0');
    const found = options.find((o) => o.id === id);
    return found ? [found.name] : [];
  });
  return (
    <section className={styles.profile} aria-labelledby="agent-name" data-testid="agent-profile">
      <div className={styles.identity}>
        {a.avatar ? <img className={`${styles.logo} ${styles.round}`} src={mediaUrl(a.avatar)} alt="" width={96} height={96} /> : null}
        <div className={styles.text}>
          <h1 id="agent-name" className={styles.name}>
            {a.nameWithCulture}
            {a.isPartner ? <span className={styles.badge}>{t('agents.card.partner')}</span> : null}
          </h1>
          <p className={styles.meta}>{t('agents.card.licence', { licence: a.license })}</p>
          {a.companyID !== null && a.companyNameWithCulture ? (
            <p className={styles.meta}>
              {t('agents.profile.company')}{' '}
              <Link to={href('agencyDetail', { agentId: a.companyID }, locale)}>{a.companyNameWithCulture}</Link>
            </p>
          ) : null}
          <p className={styles.meta}>
            {t('agents.profile.phones')} <a href={`tel:+852${a.phone}`}>{a.phone}</a>
            {a.whatsapp ? (
              <>
                {' · '}
                <a href={`https://wa.me/${a.whatsapp}`} target="_blank" rel="noopener noreferrer">{t('agents.profile.whatsapp')}</a>
              </>
            ) : null}
          </p>
          {districtNames.length > 0 ? <p className={styles.meta}>{t('agents.profile.districts', { districts: districtNames.join(t('agents.profile.listSeparator')) })}</p> : null}
          <CountList counts={[['agents.card.sale', a.saleCount], ['agents.card.rent', a.rentCount]]} />
        </div>
      </div>
    </section>
  );
}

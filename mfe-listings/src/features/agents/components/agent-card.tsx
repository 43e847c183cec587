import { mediaUrl } from '@portal/shared/api';
import { href, type Locale } from '@portal/shared/routing';
import { Link } from 'react-router';
import { useListingsT } from '../../../i18n/use-listings-t';
import type { Agent } from '../api/use-agent-search';
import { CountList } from './count-list';
import styles from './cards.module.css';

/** An agent or partner in a list: photo, name, licence, agency, phone and listing counts. */
export function AgentCard({ agent: a, locale }: { agent: Agent; locale: Locale }) {
  const { t } = useListingsT();
  return (
    <li className={styles.card} data-testid="agent-card">
      {a.avatar ? <img className={styles.avatar} src={mediaUrl(a.avatar)} alt="" width={64} height={64} loading="lazy" /> : <span className={styles.avatar} aria-hidden="true" />}
      <div className={styles.body}>
        <h2 className={styles.name}>
          <Link to={href('partnerDetail', { partnerId: a.agentID }, locale)}>{a.nameWithCulture}</Link>
          {a.isPartner ? <span className={styles.badge}>{t('agents.card.partner')}</span> : null}
        </h2>
        <p className={styles.meta}>{t('agents.card.licence', { licence: a.license })}</p>
        {a.companyID !== null && a.companyNameWithCulture ? (
          <p className={styles.meta}>
            <Link to={href('agencyDetail', { agentId: a.companyID }, locale)}>{a.companyNameWithCulture}</Link>
          </p>
        ) : null}
        <p className={styles.meta}>
          <a href={`tel:+852${a.phone}`} aria-label={t('agents.card.callLabel', { name: a.nameWithCulture, phone: a.phone })}>{a.phone}</a>
        </p>
        <CountList counts={[['agents.card.sale', a.saleCount], ['agents.card.rent', a.rentCount]]} />
      </div>
    </li>
  );
}

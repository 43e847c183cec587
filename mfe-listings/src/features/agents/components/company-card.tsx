import { mediaUrl } from '@portal/shared/api';
import { href, type Locale } from '@portal/shared/routing';
import { Link } from 'react-router';
import { useListingsT } from '../../../i18n/use-listings-t';
import type { Company } from '../api/use-company-search';
import { branchesOf } from '../branch';
import { CountList } from './count-list';
import styles from './cards.module.css';

/** An agency in the agency list: logo, name, licence, address, counts and its page. */
export function CompanyCard({ company: c, locale }: { company: Company; locale: Locale }) {
  const { t } = useListingsT();
  const branches = branchesOf(c.branches).length;
  return (
    <li className={styles.card} data-testid="company-card">
      {c.logo ? <img className={styles.logo} src={mediaUrl(c.logo)} alt="" width={64} height={64} loading="lazy" /> : <span className={styles.logo} aria-hidden="true" />}
      <div className={styles.body}>
        <h2 className={styles.name}>
          <Link to={href('agencyDetail', { agentId: c.companyID }, locale)}>{c.companyNameWithCulture}</Link>
        </h2>
        <p className={styles.meta}>{t('agents.card.licence', { licence: c.license })}</p>
        <p className={styles.meta}>{c.addressWithCulture}</p>
        {branches > 0 ? <p className={styles.meta}>{t('agents.card.branches', { count: branches })}</p> : null}
        <CountList counts={[
          ['agents.card.agents', c.agentCount], ['agents.card.sale', c.saleCount], ['agents.card.rent', c.rentCount],
        ]} />
      </div>
    </li>
  );
}

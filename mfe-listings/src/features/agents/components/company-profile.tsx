import { mediaUrl } from '@portal/shared/api';
import { href, type Locale } from '@portal/shared/routing';
import { Link } from 'react-router';
import { useListingsT } from '../../../i18n/use-listings-t';
import type { Company } from '../api/use-company-search';
import { branchesOf } from '../branch';
import { CountList } from './count-list';
import styles from './profile.module.css';

/** An agency's card (spec 3.2): name, licence, address, phones, counts and branches. */
export function CompanyProfile({ company: c, locale }: { company: Company; locale: Locale }) {
  const { t } = useListingsT();
  const branches = branchesOf(c.branches);
  return (
    <section className={styles.profile} aria-labelledby="company-name" data-testid="company-profile">
      <div className={styles.identity}>
        {c.logo ? <img className={styles.logo} src={mediaUrl(c.logo)} alt="" width={96} height={96} /> : null}
        <div className={styles.text}>
          <h1 id="company-name" className={styles.name}>{c.companyNameWithCulture}</h1>
          <p className={styles.meta}>{t('agents.card.licence', { licence: c.license })}</p>
          <p className={styles.meta}>{c.addressWithCulture}</p>
          {c.phones.length > 0 ? (
            <p className={styles.meta}>
              {t('agents.profile.phones')}{' '}
              {c.phones.map((p, i) => (
                <span key={p}>
                  {i > 0 ? ' · ' : ''}
                  <a href={`tel:+852${p}`}>{p}</a>
                </span>
              ))}
            </p>
          ) : null}
          <CountList counts={[['agents.card.agents', c.agentCount], ['agents.card.sale', c.saleCount], ['agents.card.rent', c.rentCount]]} />
        </div>
      </div>
      {branches.length > 0 ? (
        <details className={styles.branches} open={branches.length <= 4}>
          <summary>{t('agents.profile.branches', { count: branches.length })}</summary>
          <ul>
            {branches.map((b) => (
              <li key={b.storeId} className={styles.branch}>
                <strong>{b.name}</strong>
                {b.address ? <span>{b.address}</span> : null}
                {b.phone ? <a href={`tel:+852${b.phone}`}>{b.phone}</a> : null}
                <Link to={href('buyList', { filter: `c${b.storeId}` }, locale)}>{t('agents.profile.branchListings')}</Link>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}

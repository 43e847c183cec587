import { useApi } from '@portal/shared/api';
import { getEstateAgentByEstateId } from '@portal/shared/endpoints';
import { href, type Locale } from '@portal/shared/routing';
import { EmptyState, ErrorState, SkeletonText } from '@portal/shared/ui';
import { Link } from 'react-router';
import { useEstatesT } from '../../../i18n/use-estates-t';
import styles from './estate-detail.module.css';

/** Recommended agents: those with the most listings in the estate (GetEstateAgentByEstateId). */
export function EstateAgents({ estateId, locale }: { estateId: number; locale: Locale }) {
  const { t } = useEstatesT();
  const state = useApi(getEstateAgentByEstateId, { query: { estateId, count: 8 }, language: locale });
  return (
    <section className={styles.section} data-testid="estate-agents">
      <h2>{t('agents.title')}</h2>
      {state.error && !state.data ? (
        <ErrorState title={t('agents.errorTitle')} message={state.error.message} onRetry={state.reload} headingLevel={3} />
      ) : !state.data ? (
        <SkeletonText lines={4} />
      ) : state.data.length === 0 ? (
        <EmptyState title={t('agents.none')} />
      ) : (
        <ul className={styles.cards}>
          {state.data.map((a) => (
            <li key={a.agentID} className={styles.card}>
              <p className={styles.cardTitle}>
                {a.isPartner ? <Link to={href('partnerDetail', { partnerId: a.agentID }, locale)}>{a.nameWithCulture}</Link> : a.nameWithCulture}
              </p>
              <p className={styles.muted}>{t('agents.license', { license: a.license })}</p>
              {a.companyID !== null ? (
                <p><Link to={href('agencyDetail', { agentId: a.companyID }, locale)}>{a.companyNameWithCulture}</Link></p>
              ) : null}
              <p>{t('agents.listings', { count: a.listingCount })}</p>
              <p><a href={`tel:+852${a.phone}`}>{t('agents.call', { phone: a.phone })}</a></p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

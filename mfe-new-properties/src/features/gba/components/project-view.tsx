import type { GbaProject } from '@portal/shared/contracts';
import { href, type Locale } from '@portal/shared/routing';
import { Link } from 'react-router';
import { useGbaT } from '../i18n';
import { GbaNav } from './gba-nav';
import { PermitTable } from './permit-table';
import { PlanTable } from './plan-table';
import { PriceFacts } from './prices';
import { useProjectMeta } from './project-state';
import { RateNote } from './rate-note';
import styles from './gba.module.css';

/** The project page: prices, facts, floor plans, the newest permit, the sales introduction and the agent. */
export function ProjectView({ project: p, locale }: { project: GbaProject; locale: Locale }) {
  const { t } = useGbaT();
  useProjectMeta(p, locale);
  return (
    <article className={styles.page} data-testid="gba-project">
      <GbaNav locale={locale} />
      <header>
        <span className={styles.status}>{t(`status.${p.salesStatus}`)}</span>
        <h1>{p.name}</h1>
        <p className={styles.muted}>{`${p.cityName} · ${p.districtName} · ${p.address}`}</p>
      </header>
      <section aria-labelledby="gba-prices">
        <h2 id="gba-prices">{t('project.prices')}</h2>
        <PriceFacts prices={p.prices} area={p.area} locale={locale} />
        <RateNote rates={[p.prices.rate]} locale={locale} />
      </section>
      <section aria-labelledby="gba-facts">
        <h2 id="gba-facts">{t('project.facts')}</h2>
        <dl className={styles.facts}>
          <dt>{t('project.developer')}</dt>
          <dd>{p.developerName}</dd>
          <dt>{t('project.type')}</dt>
          <dd>{p.propertyType}</dd>
          <dt>{t('project.completion')}</dt>
          <dd>{p.completionYear ?? '—'}</dd>
          <dt>{t('project.households')}</dt>
          <dd>{p.householdCount}</dd>
        </dl>
        <p><Link to={href('gbaMore', { detailId: p.projectId }, locale)}>{t('project.more')}</Link></p>
      </section>
      <section aria-labelledby="gba-intro">
        <h2 id="gba-intro">{t('project.salesIntro')}</h2>
        <p>{p.salesIntro}</p>
      </section>
      <section aria-labelledby="gba-plans">
        <h2 id="gba-plans">{t('project.floorplans')}</h2>
        <PlanTable project={p} locale={locale} />
        <p><Link to={href('gbaFloorplan', { detailId: p.projectId }, locale)}>{t('project.allPlans')}</Link></p>
      </section>
      <section aria-labelledby="gba-permits">
        <h2 id="gba-permits">{t('project.permits')}</h2>
        <PermitTable permits={p.salePermits.slice(0, 1)} locale={locale} />
      </section>
      <AgentCard project={p} />
    </article>
  );
}

function AgentCard({ project: p }: { project: GbaProject }) {
  const { t } = useGbaT();
  return (
    <section aria-labelledby="gba-agent" className={styles.card}>
      <h2 id="gba-agent">{t('project.agent')}</h2>
      <p>{`${p.agent.name} · ${p.agent.company}`}</p>
      <p className={styles.muted}>{t('project.licence', { no: p.agent.licenceNo })}</p>
      <p><a href={`tel:${p.agent.phone.replace(/\s+/g, '')}`}>{t('project.call', { phone: p.agent.phone })}</a></p>
    </section>
  );
}

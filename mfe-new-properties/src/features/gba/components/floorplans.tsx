import type { GbaProject } from '@portal/shared/contracts';
import { href, type Locale } from '@portal/shared/routing';
import { Link } from 'react-router';
import { useGbaT } from '../i18n';
import { numberText } from '../lib/format';
import { GbaNav } from './gba-nav';
import { LocalAndHkd } from './prices';
import { GbaNotFound, useProjectMeta } from './project-state';
import { RateNote } from './rate-note';
import styles from './gba.module.css';

/** Floor plans (-floorplan[/t{tId}]): the plans as links, and the chosen one (the first by default). */
export function Floorplans({ project: p, planId, locale }: { project: GbaProject; planId?: number; locale: Locale }) {
  const { t } = useGbaT();
  const title = t('floorplan.title', { name: p.name });
  useProjectMeta(p, locale, title);
  const plan = planId === undefined ? p.floorplans[0] : p.floorplans.find((f) => f.floorplanId === planId);
  if (!plan) return <GbaNotFound title={t('floorplan.notFoundTitle')} text={t('floorplan.notFoundText')} locale={locale} />;
  return (
    <article className={styles.page} data-testid="gba-floorplans">
      <GbaNav locale={locale} />
      <h1>{title}</h1>
      <p><Link to={href('gbaDetail', { detailId: p.projectId }, locale)}>{t('project.backToProject', { name: p.name })}</Link></p>
      <nav aria-label={t('floorplan.choose')}>
        <ul className={styles.plans}>
          {p.floorplans.map((f) => (
            <li key={f.floorplanId}>
              <Link to={href('gbaFloorplan', { detailId: p.projectId, tId: f.floorplanId }, locale)} aria-current={f.floorplanId === plan.floorplanId ? 'page' : undefined}>
                {f.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="gba-plan" className={styles.card} data-testid="gba-plan">
        <h2 id="gba-plan">{plan.name}</h2>
        <p>{plan.description}</p>
        <dl className={styles.facts}>
          <dt>{t('floorplan.area')}</dt>
          <dd>{t('area', { m2: numberText(plan.areaM2, locale, 1), ft2: numberText(plan.areaFt2, locale) })}</dd>
          <dt>{t('floorplan.orientation')}</dt>
          <dd>{plan.orientation}</dd>
          <dt>{t('floorplan.units')}</dt>
          <dd>{numberText(plan.unitCount, locale)}</dd>
          <dt>{t('floorplan.price')}</dt>
          <dd>
            {plan.totalPrice !== null && plan.totalPriceHkd !== null
              ? <LocalAndHkd amount={plan.totalPrice} hkd={plan.totalPriceHkd} currency={p.prices.currency} locale={locale} />
              : t('priceTba')}
          </dd>
        </dl>
      </section>
      <RateNote rates={[p.prices.rate]} locale={locale} />
    </article>
  );
}

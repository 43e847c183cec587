import type { GbaProject } from '@portal/shared/contracts';
import { href, type Locale } from '@portal/shared/routing';
import { Link } from 'react-router';
import { useGbaT } from '../i18n';
import { numberText, percentText, withHkdText } from '../lib/format';
import { RateNote } from './rate-note';
import { GbaNav } from './gba-nav';
import { PermitTable } from './permit-table';
import { useProjectMeta } from './project-state';
import styles from './gba.module.css';

/** More information (-detail): every fact of the project, the sales introduction and every permit. */
export function ProjectMore({ project: p, locale }: { project: GbaProject; locale: Locale }) {
  const { t } = useGbaT();
  const title = t('project.moreTitle', { name: p.name });
  useProjectMeta(p, locale, title);
  const fee = p.managementFeePerM2;
  const feeText = withHkdText(t, fee, fee * p.prices.rate.hkdPerUnit, p.prices.currency, locale, 1);
  const facts: Array<[string, string]> = [
    [t('project.developer'), p.developerName],
    [t('project.location'), `${p.cityName} · ${p.districtName}`],
    [t('project.address'), p.address],
    [t('project.salesAddress'), p.salesAddress],
    [t('project.type'), p.propertyType],
    [t('project.completion'), p.completionYear ? String(p.completionYear) : '—'],
    [t('project.tenure'), t('project.tenureYears', { years: p.landTenureYears })],
    [t('project.decoration'), p.decoration],
    [t('project.plotRatio'), numberText(p.plotRatio, locale, 1)],
    [t('project.greening'), `${percentText(p.greeningRatio, locale)}%`],
    [t('project.households'), numberText(p.householdCount, locale)],
    [t('project.managementFee'), t('project.managementFeeValue', { amount: feeText })],
  ];
  return (
    <article className={styles.page} data-testid="gba-project-more">
      <GbaNav locale={locale} />
      <h1>{title}</h1>
      <p><Link to={href('gbaDetail', { detailId: p.projectId }, locale)}>{t('project.backToProject', { name: p.name })}</Link></p>
      <section aria-labelledby="gba-facts">
        <h2 id="gba-facts">{t('project.facts')}</h2>
        <dl className={styles.facts}>
          {facts.map(([term, value]) => [<dt key={`t-${term}`}>{term}</dt>, <dd key={`d-${term}`}>{value}</dd>])}
        </dl>
      </section>
      <section aria-labelledby="gba-intro">
        <h2 id="gba-intro">{t('project.salesIntro')}</h2>
        <p>{p.salesIntro}</p>
      </section>
      <section aria-labelledby="gba-permits">
        <h2 id="gba-permits">{t('project.permits')}</h2>
        <PermitTable permits={p.salePermits} locale={locale} />
      </section>
      <RateNote rates={[p.prices.rate]} locale={locale} />
    </article>
  );
}

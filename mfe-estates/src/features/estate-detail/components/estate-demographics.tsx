import { useApi } from '@portal/shared/api';
import { getEstateDemographicById } from '@portal/shared/endpoints';
import { formatUnitPrice } from '@portal/shared/format';
import type { Locale } from '@portal/shared/routing';
import { useEstatesT } from '../../../i18n/use-estates-t';
import figures from '../../../lib/facts.module.css';
import styles from './estate-detail.module.css';

const pct = (share: number) => `${Math.round(share * 100)}%`;

/** Who lives in the estate: an estimate from its flats and the district's listings, said to be one. */
export function EstateDemographics({ estateId, locale }: { estateId: number; locale: Locale }) {
  const { t } = useEstatesT();
  const state = useApi(getEstateDemographicById, { query: { estateId }, language: locale });
  const d = state.data;
  if (!d) return null;
  return (
    <section className={styles.section} data-testid="estate-demographics">
      <h2>{t('demographics.title')}</h2>
      <p className={styles.muted}>{t('demographics.estimate', { basis: d.basisWithCulture })}</p>
      <dl className={figures.facts}>
        <div><dt>{t('demographics.households')}</dt><dd>{d.households.toLocaleString('en-US')}</dd></div>
        <div><dt>{t('demographics.residents')}</dt><dd>{d.estimatedResidents.toLocaleString('en-US')}</dd></div>
        <div><dt>{t('demographics.householdSize')}</dt><dd>{d.averageHouseholdSize.toFixed(1)}</dd></div>
        <div><dt>{t('demographics.tenants')}</dt><dd>{pct(d.tenantShare)}</dd></div>
        <div><dt>{t('demographics.estatePrice')}</dt><dd>{formatUnitPrice(d.estateAvgPricePerSqft, locale)}</dd></div>
        <div><dt>{t('demographics.districtPrice', { district: d.districtNameWithCulture })}</dt><dd>{formatUnitPrice(d.districtAvgPricePerSqft, locale)}</dd></div>
      </dl>
      <p>{t('demographics.rooms')}: {d.roomMix.map((r) => t('demographics.roomShare', { rooms: r.roomNumber, pct: pct(r.share) })).join(' · ')}</p>
    </section>
  );
}

import type { PropertyDetail } from '@portal/shared/contracts';
import { formatAge, formatArea, formatDate, formatUnitPrice, relativeTime } from '@portal/shared/format';
import type { Locale } from '@portal/shared/routing';
import { useListingsT } from '../../../i18n/use-listings-t';
import styles from './detail.module.css';

/** Every main field of a listing (spec 3.1) as a definition list. */
export function DetailFacts({ property: p, locale, now }: { property: PropertyDetail; locale: Locale; now: number }) {
  const { t } = useListingsT();
  const rows: Array<[string, string | null | undefined]> = [
    [t('detail.saleableArea'), formatArea(p.saleableArea, locale)],
    [t('detail.grossArea'), p.buildingArea ? formatArea(p.buildingArea, locale) : null],
    [t('detail.saleableUnitPrice'), p.saleableAvgPrice ? formatUnitPrice(p.saleableAvgPrice, locale) : null],
    [t('detail.grossUnitPrice'), p.buildingAvgPrice ? formatUnitPrice(p.buildingAvgPrice, locale) : null],
    [t('detail.rooms'), p.roomNumberWithCulture],
    [t('detail.bathrooms'), String(p.bathroomNumber)],
    [t('detail.floor'), [p.floor ?? p.floorLevel, p.flat].filter((v) => v !== null && v !== undefined).join(' ') || null],
    [t('detail.age'), formatAge(p.buildingAge, locale)],
    [t('detail.district'), [p.regionNameWithCulture, p.gscopeNameWithCulture, p.areaNameWithCulture].filter(Boolean).join(' · ')],
    [t('detail.estate'), [p.estateNameWithCulture, p.buildingNameWithCulture].filter(Boolean).join(' · ') || null],
    [t('detail.address'), p.addressWithCulture],
    [t('detail.station'), p.station?.nameWithCulture],
    [t('detail.schoolNet'), p.schoolNetNameWithCulture],
    [t('detail.status'), p.propertyStatusWithCulture],
    [t('detail.source'), p.isOwner ? t('detail.ownerListing') : t('detail.agentListing')],
    [t('detail.company'), p.companyNameWithCulture],
    [t('detail.listingNo'), p.listingNo],
    [t('detail.agentRef'), p.agentRef],
    [t('detail.published'), formatDate(p.publishTime, locale)],
    [t('detail.updated'), relativeTime(p.updateTime, now, locale)],
    [t('detail.expires'), formatDate(p.expireTime, locale)],
    [t('detail.views'), String(p.viewCount)],
  ];
  if (p.leaseMinMonths && p.leaseMaxMonths) rows.push([t('detail.lease', { min: p.leaseMinMonths, max: p.leaseMaxMonths }), null]);
  return (
    <dl className={styles.facts} data-testid="detail-facts">
      {rows
        .filter(([, v]) => v !== null && v !== undefined && v !== '')
        .map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

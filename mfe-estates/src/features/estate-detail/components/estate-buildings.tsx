import { useApi } from '@portal/shared/api';
import { getBuildingRoomDealInfo, getPhaseBuilding } from '@portal/shared/endpoints';
import { formatDate, formatMoney, formatUnitPrice } from '@portal/shared/format';
import type { Locale } from '@portal/shared/routing';
import { ErrorState, SkeletonText } from '@portal/shared/ui';
import { Link } from 'react-router';
import { useEstatesT } from '../../../i18n/use-estates-t';
import tables from '../../../lib/tables.module.css';
import styles from './estate-detail.module.css';

interface Props {
  estateId: number;
  locale: Locale;
  /** the chosen block's code, from the URL */
  building?: string;
  /** the page URL with a block chosen */
  buildingHref: (code: string) => string;
}

/** Phases and blocks (GetPhaseBuilding); a chosen block's flats, floor by floor, with their last sale (GetBuildingRoomDealInfo). */
export function EstateBuildings({ estateId, locale, building, buildingHref }: Props) {
  const { t } = useEstatesT();
  const phases = useApi(getPhaseBuilding, { query: { estateId }, language: locale });
  const flats = useApi(getBuildingRoomDealInfo, { query: { buildingCode: building ?? '' }, language: locale, enabled: Boolean(building) });
  if (phases.error && !phases.data) return <ErrorState title={t('buildings.errorTitle')} message={phases.error.message} onRetry={phases.reload} headingLevel={2} />;
  if (!phases.data) return <SkeletonText lines={4} />;
  return (
    <section className={styles.section} data-testid="estate-buildings">
      <h2>{t('buildings.title')}</h2>
      {phases.data.map((phase) => (
        <div key={phase.phaseID ?? 'none'}>
          {phase.nameWithCulture ? <h3>{phase.nameWithCulture}</h3> : null}
          <ul className={styles.tags}>
            {phase.buildings.map((b) => (
              <li key={b.buildingID}>
                <Link to={buildingHref(b.buildingCode)} aria-current={b.buildingCode === building ? 'true' : undefined} replace preventScrollReset>
                  {b.nameWithCulture}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
      {building && flats.error && !flats.data ? <ErrorState title={t('buildings.flatsError')} message={flats.error.message} onRetry={flats.reload} headingLevel={3} /> : null}
      {building && !flats.data && !flats.error ? <SkeletonText lines={6} /> : null}
      {flats.data && building ? (
        <div className={tables.scroll}>
          <table className={tables.table} data-testid="building-flats">
            <caption className={tables.caption}>{t('buildings.flatsCaption', { name: flats.data.nameWithCulture, floors: flats.data.floors, flats: flats.data.flatsPerFloor })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('buildings.floor')}</th><th scope="col">{t('buildings.flat')}</th><th scope="col">{t('buildings.deals')}</th>
                <th scope="col">{t('buildings.lastDate')}</th><th scope="col">{t('buildings.lastPrice')}</th><th scope="col">{t('buildings.lastUnitPrice')}</th>
              </tr>
            </thead>
            <tbody>
              {flats.data.units.map((u) => (
                <tr key={`${u.floor}-${u.flat}`}>
                  <td>{u.floor}</td><td>{u.flat}</td><td>{u.dealCount}</td><td>{u.lastDealDate ? formatDate(u.lastDealDate, locale) : '--'}</td>
                  <td>{formatMoney(u.lastPrice, locale)}</td><td>{formatUnitPrice(u.lastPricePerSqft, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {flats.data.units.length === 0 ? <p>{t('buildings.noDeals')}</p> : null}
        </div>
      ) : null}
    </section>
  );
}

import { useApi } from '@portal/shared/api';
import { getNewEstateBuildingPlanInfoByEstateId, getNewEstatePlanInfoByBuildingId } from '@portal/shared/endpoints';
import type { Locale } from '@portal/shared/routing';
import { Link } from 'react-router';
import { useNewPropertiesT } from '../../../i18n/use-new-properties-t';
import type { NewEstateUnit } from '../../../lib/new-estate-types';
import { tabHref } from '../tabs';
import { Loaded } from './loaded';
import styles from './development.module.css';

/** Floors: each tower's counts, and the chosen tower's floor-by-flat plan with every unit's status. */
export function FloorsTab({ estateId, locale, search }: { estateId: number; locale: Locale; search: string }) {
  const { t } = useNewPropertiesT();
  const towers = useApi(getNewEstateBuildingPlanInfoByEstateId, { query: { estateId }, language: locale });
  const asked = Number(new URLSearchParams(search).get('tower'));
  const towerId = towers.data?.find((tw) => tw.towerID === asked)?.towerID ?? towers.data?.[0]?.towerID;
  const plan = useApi(getNewEstatePlanInfoByBuildingId, { query: { estateId, buildingId: towerId ?? 0 }, language: locale, enabled: towerId !== undefined });
  return (
    <section className={styles.section} aria-labelledby="np-floors">
      <h2 id="np-floors">{t('tabs.floors')}</h2>
      <Loaded state={towers}>
        {(list) => (
          <ul className={styles.list}>
            {list.map((tw) => (
              <li key={tw.towerID}>
                <Link to={tabHref(estateId, 'floors', locale, { tower: tw.towerID })} aria-current={tw.towerID === towerId ? 'true' : undefined}>
                  {tw.nameWithCulture}
                </Link>{' '}
                {t('floors.tower', { floors: tw.floors, flats: tw.unitCount, available: tw.availableCount, sold: tw.soldCount })}
              </li>
            ))}
          </ul>
        )}
      </Loaded>
      {towerId !== undefined ? (
        <Loaded state={plan}>{(p) => <TowerGrid name={p.nameWithCulture} units={p.units} />}</Loaded>
      ) : null}
    </section>
  );
}

function TowerGrid({ name, units }: { name: string; units: readonly NewEstateUnit[] }) {
  const { t } = useNewPropertiesT();
  const flats = [...new Set(units.map((u) => u.flat))].sort();
  const floors = [...new Set(units.map((u) => u.floor))].sort((a, b) => b - a);
  const at = new Map(units.map((u) => [`${u.floor}/${u.flat}`, u]));
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-testid="tower-grid">
        <caption>{t('floors.caption', { name })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('priceList.floor')}</th>
            {flats.map((flat) => <th key={flat} scope="col">{flat}</th>)}
          </tr>
        </thead>
        <tbody>
          {floors.map((floor) => (
            <tr key={floor}>
              <th scope="row">{floor}</th>
              {flats.map((flat) => {
                const u = at.get(`${floor}/${flat}`);
                return <td key={flat}>{u ? <span className={u.status === 3 ? styles.soldMark : undefined}>{u.statusWithCulture}</span> : '—'}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

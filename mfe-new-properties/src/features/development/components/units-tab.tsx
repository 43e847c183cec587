import { useApi } from '@portal/shared/api';
import { getNewEstateRoomTypeList } from '@portal/shared/endpoints';
import { formatArea, formatMoney } from '@portal/shared/format';
import type { Locale } from '@portal/shared/routing';
import { useNewPropertiesT } from '../../../i18n/use-new-properties-t';
import { Loaded } from './loaded';
import styles from './development.module.css';

/** Unit areas and layouts: each room type with its saleable areas, flats left and prices. */
export function UnitsTab({ estateId, locale }: { estateId: number; locale: Locale }) {
  const { t } = useNewPropertiesT();
  const state = useApi(getNewEstateRoomTypeList, { query: { estateID: estateId }, language: locale });
  return (
    <section className={styles.section} aria-labelledby="np-units">
      <h2 id="np-units">{t('tabs.units')}</h2>
      <Loaded state={state}>
        {(types) => (
          <div className={styles.tableWrap}>
            <table className={styles.table} data-testid="room-types">
              <thead>
                <tr>
                  <th scope="col">{t('units.type')}</th>
                  <th scope="col">{t('units.area')}</th>
                  <th scope="col" className={styles.num}>{t('units.flats')}</th>
                  <th scope="col" className={styles.num}>{t('units.available')}</th>
                  <th scope="col" className={styles.num}>{t('units.price')}</th>
                </tr>
              </thead>
              <tbody>
                {types.map((type) => (
                  <tr key={type.roomTypeID}>
                    <th scope="row">{type.nameWithCulture}</th>
                    <td>{`${formatArea(type.minSaleableArea, locale)} – ${formatArea(type.maxSaleableArea, locale)}`}</td>
                    <td className={styles.num}>{type.unitCount}</td>
                    <td className={styles.num}>{type.availableCount}</td>
                    <td className={styles.num}>{`${formatMoney(type.minPrice, locale)} – ${formatMoney(type.maxPrice, locale)}`}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Loaded>
    </section>
  );
}

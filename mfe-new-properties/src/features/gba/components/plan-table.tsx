import type { GbaProject } from '@portal/shared/contracts';
import { href, type Locale } from '@portal/shared/routing';
import { Link } from 'react-router';
import { useGbaT } from '../i18n';
import { numberText } from '../lib/format';
import { LocalAndHkd } from './prices';
import styles from './gba.module.css';

/** The project's floor plans: rooms, area in m² and ft², total price in local currency and HKD. */
export function PlanTable({ project: p, locale }: { project: GbaProject; locale: Locale }) {
  const { t } = useGbaT();
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{t('project.floorplans')}</th>
          <th scope="col">{t('floorplan.area')}</th>
          <th scope="col">{t('floorplan.price')}</th>
        </tr>
      </thead>
      <tbody>
        {p.floorplans.map((plan) => (
          <tr key={plan.floorplanId}>
            <th scope="row">
              <Link to={href('gbaFloorplan', { detailId: p.projectId, tId: plan.floorplanId }, locale)}>{plan.name}</Link>
              <br />
              {t('floorplan.rooms', { bedrooms: plan.bedrooms, living: plan.livingRooms, bath: plan.bathrooms })}
            </th>
            <td>{t('area', { m2: numberText(plan.areaM2, locale, 1), ft2: numberText(plan.areaFt2, locale) })}</td>
            <td>
              {plan.totalPrice !== null && plan.totalPriceHkd !== null
                ? <LocalAndHkd amount={plan.totalPrice} hkd={plan.totalPriceHkd} currency={p.prices.currency} locale={locale} />
                : t('priceTba')}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

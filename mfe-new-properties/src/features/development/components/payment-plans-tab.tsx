import { useApi } from '@portal/shared/api';
import { getNewEstateBonusById, getNewEstateRoomById, getNewEstateSchemeById } from '@portal/shared/endpoints';
import type { Locale } from '@portal/shared/routing';
import { Link } from 'react-router';
import { useNewPropertiesT } from '../../../i18n/use-new-properties-t';
import { exactMoney } from '../../../lib/exact-money';
import type { NewEstateUnit } from '../../../lib/new-estate-types';
import { discountsOf, netPrices, plansOf, type Discount, type PaymentPlan } from '../net-price';
import { tabHref } from '../tabs';
import { Loaded } from './loaded';
import styles from './development.module.css';

/** The payment plans, and the net price of the chosen unit (?unit=) under each of them. */
export function PaymentPlansTab({ estateId, locale, search }: { estateId: number; locale: Locale; search: string }) {
  const { t } = useNewPropertiesT();
  const unitId = Number(new URLSearchParams(search).get('unit'));
  const chosen = Number.isInteger(unitId) && unitId > 0 ? unitId : undefined;
  const plans = useApi(getNewEstateSchemeById, { query: { estateId }, language: locale });
  const bonus = useApi(getNewEstateBonusById, { query: { estateId }, language: locale });
  const unit = useApi(getNewEstateRoomById, { query: { estateId, unitId: chosen }, language: locale, enabled: chosen !== undefined });
  return (
    <section className={styles.section} aria-labelledby="np-plans">
      <h2 id="np-plans">{t('tabs.payment-plans')}</h2>
      <Loaded state={plans}>
        {(entries) => (
          <>
            <ul className={styles.list} data-testid="payment-plans">
              {plansOf(entries).map((plan) => (
                <li key={plan.code || plan.name}>
                  <strong>{plan.name}</strong> {plan.discountPercent > 0 ? t('plans.discount', { percent: plan.discountPercent }) : null}
                  <br />
                  {plan.description}
                </li>
              ))}
            </ul>
            {chosen === undefined ? (
              <p className={styles.note}>
                {t('plans.pickUnit')} <Link to={tabHref(estateId, 'price-list', locale)}>{t('tabs.price-list')}</Link>
              </p>
            ) : (
              <Loaded state={unit}>
                {(page) => (page.items[0]
                  ? <NetPrices unit={page.items[0]} plans={plansOf(entries)} discounts={discountsOf(bonus.data ?? [])} />
                  : <p>{t('plans.noUnit')}</p>)}
              </Loaded>
            )}
          </>
        )}
      </Loaded>
    </section>
  );
}

function NetPrices({ unit, plans, discounts }: { unit: NewEstateUnit; plans: PaymentPlan[]; discounts: Discount[] }) {
  const { t } = useNewPropertiesT();
  const unitName = t('priceList.unitName', { tower: unit.towerNameWithCulture, floor: unit.floor, flat: unit.flat });
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-testid="net-prices">
        <caption>{t('plans.caption', { unit: unitName, price: exactMoney(unit.listPrice) })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('plans.plan')}</th>
            <th scope="col" className={styles.num}>{t('plans.net')}</th>
            {discounts.length > 0 ? <th scope="col" className={styles.num}>{t('plans.withDiscounts')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {netPrices(unit.listPrice, plans, discounts).map((row) => (
            <tr key={row.plan.code || row.plan.name}>
              <th scope="row">{row.plan.name}</th>
              <td className={styles.num}>{exactMoney(row.net)}</td>
              {discounts.length > 0 ? <td className={styles.num}>{exactMoney(row.withDiscounts)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
      {discounts.length > 0 ? <p className={styles.note}>{t('plans.discountsApplied', { names: discounts.map((d) => d.name).join(', ') })}</p> : null}
      {unit.status === 3 ? <p className={styles.note}>{t('plans.unitSold')}</p> : null}
    </div>
  );
}

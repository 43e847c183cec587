import { formatArea } from '@portal/shared/format';
import type { Locale } from '@portal/shared/routing';
import type { ReactNode } from 'react';
import { useNewPropertiesT } from '../../../i18n/use-new-properties-t';
import { exactMoney } from '../../../lib/exact-money';
import type { NewEstateUnit } from '../../../lib/new-estate-types';
import styles from './development.module.css';

/** Units as a price list prints them; a sold unit is marked, with its price and date when recorded. */
export function UnitTable({ units, locale, action, sold = false }: {
  units: readonly NewEstateUnit[];
  locale: Locale;
  action?: (unit: NewEstateUnit) => ReactNode;
  /** the register of transactions: the sale's date and price instead of the list price's status */
  sold?: boolean;
}) {
  const { t } = useNewPropertiesT();
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-testid={sold ? 'transactions' : 'price-list'}>
        <thead>
          <tr>
            <th scope="col">{t('priceList.unit')}</th>
            <th scope="col">{t('priceList.sheet')}</th>
            <th scope="col" className={styles.num}>{t('priceList.area')}</th>
            <th scope="col" className={styles.num}>{t(sold ? 'priceList.soldPrice' : 'priceList.listPrice')}</th>
            <th scope="col" className={styles.num}>{t('priceList.perSqft')}</th>
            <th scope="col">{t(sold ? 'priceList.soldAt' : 'priceList.status')}</th>
            {action ? <th scope="col"><span className={styles.srOnly}>{t('priceList.actions')}</span></th> : null}
          </tr>
        </thead>
        <tbody>
          {units.map((u) => {
            const price = sold && u.soldPrice !== null ? u.soldPrice : u.listPrice;
            return (
              <tr key={u.unitID} className={u.status === 3 && !sold ? styles.sold : undefined} data-testid="unit-row">
                <th scope="row">{t('priceList.unitName', { tower: u.towerNameWithCulture, floor: u.floor, flat: u.flat })}</th>
                <td>{u.priceListNumber ?? '—'}</td>
                <td className={styles.num}>{formatArea(u.saleableArea, locale)}</td>
                <td className={styles.num}>{exactMoney(price)}</td>
                <td className={styles.num}>{exactMoney(Math.round(price / Math.max(1, u.saleableArea)))}</td>
                <td>{sold ? (u.soldAt ?? '—') : u.status === 3 ? <span className={styles.soldMark}>{u.statusWithCulture}</span> : u.statusWithCulture}</td>
                {action ? <td>{action(u)}</td> : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

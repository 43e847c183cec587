import { amortisationByYear, type AmortisationRow } from '@portal/shared/calc';
import { useId } from 'react';
import { useMarketT } from '../../../i18n/use-market-t';
import table from '../../../lib/market.module.css';
import { dollars } from '../../../lib/money';

/** The loan's schedule summed by year: paid, interest, principal and the balance left. */
export function AmortisationTable({ schedule }: { schedule: readonly AmortisationRow[] }) {
  const { t } = useMarketT();
  const id = useId();
  return (
    <div className={table.tableWrap} role="region" aria-labelledby={id} tabIndex={0}>
      <table className={table.table} data-testid="amortisation-table">
        <caption id={id}>{t('mortgage.scheduleCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('mortgage.year')}</th>
            <th scope="col" className={table.num}>{t('mortgage.paid')}</th>
            <th scope="col" className={table.num}>{t('mortgage.interest')}</th>
            <th scope="col" className={table.num}>{t('mortgage.principal')}</th>
            <th scope="col" className={table.num}>{t('mortgage.balance')}</th>
          </tr>
        </thead>
        <tbody>
          {amortisationByYear(schedule).map((y) => (
            <tr key={y.year}>
              <th scope="row">{y.year}</th>
              <td className={table.num}>{dollars(y.paid)}</td>
              <td className={table.num}>{dollars(y.interest)}</td>
              <td className={table.num}>{dollars(y.principal)}</td>
              <td className={table.num}>{dollars(y.balance)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import { amortisationByYear, type AmortisationRow } from '@portal/shared/calc';
import { useMarketT } from '../../../i18n/use-market-t';
import table from '../../../lib/market.module.css';
import { dollars } from '../../../lib/money';
import { ScrollTable } from '../../../lib/scroll-table';

/** The loan's schedule summed by year: paid, interest, principal and the balance left. */
export function AmortisationTable({ schedule }: { schedule: readonly AmortisationRow[] }) {
  const { t } = useMarketT();
  return (
    <ScrollTable
      caption={t('mortgage.scheduleCaption')}
      testId="amortisation-table"
      columns={[[t('mortgage.year')], [t('mortgage.paid'), true], [t('mortgage.interest'), true], [t('mortgage.principal'), true], [t('mortgage.balance'), true]]}
    >
      {amortisationByYear(schedule).map((y) => (
        <tr key={y.year}>
          <th scope="row">{y.year}</th>
          <td className={table.num}>{dollars(y.paid)}</td>
          <td className={table.num}>{dollars(y.interest)}</td>
          <td className={table.num}>{dollars(y.principal)}</td>
          <td className={table.num}>{dollars(y.balance)}</td>
        </tr>
      ))}
    </ScrollTable>
  );
}

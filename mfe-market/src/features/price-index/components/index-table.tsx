import { useId } from 'react';
import { useMarketT } from '../../../i18n/use-market-t';
import table from '../../../lib/market.module.css';

interface Row {
  weekEnding: string;
  value: number;
  dealCount: number;
}

/** The chart's figures as a table, newest week first: what the chart shows, readable by everyone. */
export function IndexTable({ points, caption }: { points: readonly Row[]; caption: string }) {
  const { t } = useMarketT();
  const id = useId();
  return (
    <div className={table.tableWrap} role="region" aria-labelledby={id} tabIndex={0} data-testid="index-table">
      <table className={table.table}>
        <caption id={id}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('index.weekEnding')}</th>
            <th scope="col" className={table.num}>{t('index.value')}</th>
            <th scope="col" className={table.num}>{t('index.deals')}</th>
          </tr>
        </thead>
        <tbody>
          {[...points].reverse().map((p) => (
            <tr key={p.weekEnding}>
              <th scope="row">{p.weekEnding}</th>
              <td className={table.num}>{p.value.toFixed(2)}</td>
              <td className={table.num}>{p.dealCount}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import { useMarketT } from '../../../i18n/use-market-t';
import table from '../../../lib/market.module.css';
import { ScrollTable } from '../../../lib/scroll-table';

interface Row {
  weekEnding: string;
  value: number;
  dealCount: number;
}

/** The chart's figures as a table, newest week first: what the chart shows, readable by everyone. */
export function IndexTable({ points, caption }: { points: readonly Row[]; caption: string }) {
  const { t } = useMarketT();
  return (
    <ScrollTable caption={caption} testId="index-table" columns={[[t('index.weekEnding')], [t('index.value'), true], [t('index.deals'), true]]}>
      {[...points].reverse().map((p) => (
        <tr key={p.weekEnding}>
          <th scope="row">{p.weekEnding}</th>
          <td className={table.num}>{p.value.toFixed(2)}</td>
          <td className={table.num}>{p.dealCount}</td>
        </tr>
      ))}
    </ScrollTable>
  );
}

import type { ResultOf } from '@portal/shared/contracts';
import type { searchDealRank } from '@portal/shared/endpoints';
import { formatMoney, formatUnitPrice } from '@portal/shared/format';
import { href, type Locale } from '@portal/shared/routing';
import { Link } from 'react-router';
import { useMarketT } from '../../../i18n/use-market-t';
import { changeClass } from '../../../lib/change-class';
import { changeText } from '../../../lib/money';
import table from '../../../lib/market.module.css';
import { ScrollTable } from '../../../lib/scroll-table';

export type RankItem = ResultOf<typeof searchDealRank>['items'][number];

/** Ranked estates: rank, estate (a link to its page), district, deals, highest price, average and change. */
export function RankTable({ items, locale, firstRank, caption }: { items: readonly RankItem[]; locale: Locale; firstRank: number; caption: string }) {
  const { t } = useMarketT();
  return (
    <ScrollTable
      caption={caption}
      testId="rank-table"
      columns={[[t('rank.rank'), true], [t('rank.estate')], [t('rank.district')], [t('rank.deals'), true], [t('rank.maxPrice'), true], [t('rank.avgPrice'), true], [t('rank.change'), true]]}
    >
      {items.map((item, i) => (
        <tr key={item.estateID} data-testid="rank-row">
          <td className={table.num}>{firstRank + i}</td>
          <th scope="row"><Link to={href('estateDetail', { propertyId: item.estateID }, locale)}>{item.estateNameWithCulture}</Link></th>
          <td>{item.gscopeNameWithCulture}</td>
          <td className={table.num}>{item.dealCount}</td>
          <td className={table.num}>{formatMoney(item.maxPrice, locale)}</td>
          <td className={table.num}>{formatUnitPrice(item.avgPricePerSqft, locale)}</td>
          <td className={`${table.num} ${changeClass(item.priceChangePct) ?? ''}`}>{changeText(item.priceChangePct)}</td>
        </tr>
      ))}
    </ScrollTable>
  );
}

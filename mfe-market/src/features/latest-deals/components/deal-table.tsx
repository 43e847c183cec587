import type { ResultOf } from '@portal/shared/contracts';
import type { searchDeal } from '@portal/shared/endpoints';
import { formatArea, formatMoney, formatUnitPrice } from '@portal/shared/format';
import { href, type Locale } from '@portal/shared/routing';
import { Link } from 'react-router';
import { useMarketT } from '../../../i18n/use-market-t';
import { changeClass } from '../../../lib/change-class';
import { changeText } from '../../../lib/money';
import table from '../../../lib/market.module.css';
import { ScrollTable } from '../../../lib/scroll-table';

export type DealItem = ResultOf<typeof searchDeal>['items'][number];

/** Deals, newest first: each opens its deal page (the estates remote's, by the route table). */
export function DealTable({ items, locale, caption }: { items: readonly DealItem[]; locale: Locale; caption: string }) {
  const { t } = useMarketT();
  const unit = (deal: DealItem) => [deal.buildingNameWithCulture, deal.floor === null ? null : t('deals.floor', { floor: deal.floor }), deal.flat].filter(Boolean).join(' ');
  return (
    <ScrollTable
      caption={caption}
      testId="deal-table"
      columns={[[t('deals.date')], [t('deals.estate')], [t('deals.district')], [t('deals.area'), true], [t('deals.price'), true], [t('deals.unitPrice'), true], [t('deals.change'), true]]}
    >
      {items.map((deal) => (
        <tr key={deal.dealID} data-testid="deal-row">
          <td>{deal.dealDate.slice(0, 10)}</td>
          <th scope="row">
            <Link to={href('dealDetail', { id: deal.dealID }, locale)}>
              {deal.estateNameWithCulture}
              {unit(deal) && <> · {unit(deal)}</>}
            </Link>
          </th>
          <td>{deal.gscopeNameWithCulture}</td>
          <td className={table.num}>{formatArea(deal.saleableArea, locale)}</td>
          <td className={table.num}>{formatMoney(deal.price, locale)}</td>
          <td className={table.num}>{formatUnitPrice(deal.pricePerSqft, locale)}</td>
          <td className={`${table.num} ${changeClass(deal.changePct) ?? ''}`}>{changeText(deal.changePct)}</td>
        </tr>
      ))}
    </ScrollTable>
  );
}

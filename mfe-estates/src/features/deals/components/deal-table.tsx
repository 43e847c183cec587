import { formatArea, formatDate, formatMoney, formatRent, formatUnitPrice } from '@portal/shared/format';
import { href, type Locale } from '@portal/shared/routing';
import { Link } from 'react-router';
import { useEstatesT } from '../../../i18n/use-estates-t';
import type { Deal } from '../../../lib/types';
import tables from '../../../lib/tables.module.css';
import styles from './deals.module.css';

export interface DealTableProps {
  deals: readonly Deal[];
  locale: Locale;
  caption: string;
  /** the estate's name in each row (deals of several estates) */
  withEstate?: boolean;
  /** the row of this deal is marked as the current one */
  currentId?: number;
}

/** The flat (block, floor, flat) of a deal, as one line. */
export function useFlatText() {
  const { t } = useEstatesT();
  return (d: Pick<Deal, 'buildingNameWithCulture' | 'floor' | 'flat'>) =>
    [d.buildingNameWithCulture, d.floor !== null ? t('deals.floor', { floor: d.floor }) : null, d.flat ? t('deals.flat', { flat: d.flat }) : null]
      .filter(Boolean).join(' · ') || t('deals.flatUnknown');
}

/** The change since the flat's previous sale, in words and figures (never by colour alone). */
export function useChangeText() {
  const { t } = useEstatesT();
  return (d: Pick<Deal, 'changePct'>) => {
    if (d.changePct === null) return t('deals.noPrevious');
    const pct = Math.abs(d.changePct).toFixed(1);
    return d.changePct > 0 ? t('deals.gain', { pct }) : d.changePct < 0 ? t('deals.loss', { pct }) : t('deals.same');
  };
}

/** Deals as a table: date, flat, area, price, $/ft², the previous sale and the gain or loss; each links to its deal page. */
export function DealTable({ deals, locale, caption, withEstate = false, currentId }: DealTableProps) {
  const { t } = useEstatesT();
  const flatText = useFlatText();
  const changeText = useChangeText();
  return (
    <div className={tables.scroll}>
      <table className={tables.table} data-testid="deal-table">
        <caption className={tables.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('deals.date')}</th>
            <th scope="col">{t('deals.unit')}</th>
            <th scope="col">{t('deals.area')}</th>
            <th scope="col">{t('deals.price')}</th>
            <th scope="col">{t('deals.unitPrice')}</th>
            <th scope="col">{t('deals.previous')}</th>
            <th scope="col">{t('deals.change')}</th>
          </tr>
        </thead>
        <tbody>
          {deals.map((d) => (
            <tr key={d.dealID} aria-current={d.dealID === currentId ? 'true' : undefined} data-testid="deal-row">
              <td>
                <Link to={href('dealDetail', { id: String(d.dealID) }, locale)}>{formatDate(d.dealDate, locale)}</Link>
              </td>
              <td>{withEstate ? `${d.estateNameWithCulture} · ` : ''}{flatText(d)}</td>
              <td>{formatArea(d.saleableArea, locale)}</td>
              <td>{d.rentalType === 2 ? formatRent(d.price, locale) : formatMoney(d.price, locale)}</td>
              <td>{d.rentalType === 2 ? '--' : formatUnitPrice(d.pricePerSqft, locale)}</td>
              <td>{d.previousPrice !== null ? `${formatMoney(d.previousPrice, locale)}${d.previousDate ? ` (${formatDate(d.previousDate, locale)})` : ''}` : '--'}</td>
              <td className={d.changePct === null ? undefined : d.changePct >= 0 ? styles.gain : styles.loss}>{changeText(d)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

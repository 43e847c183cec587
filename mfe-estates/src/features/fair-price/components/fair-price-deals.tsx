import type { FairPrice } from '@portal/shared/contracts';
import { formatArea, formatDate } from '@portal/shared/format';
import { href, type Locale } from '@portal/shared/routing';
import { Link } from 'react-router';
import { useFairPriceT } from '../i18n';
import styles from './fair-price.module.css';

interface Props {
  answer: FairPrice;
  locale: Locale;
  money: (n: number) => string;
  psf: (n: number | null) => string;
}

/** The deals a verdict compared, behind a disclosure: how they were chosen, their range and dates, and each deal. */
export function FairPriceDeals({ answer: a, locale, money, psf }: Props) {
  const { t } = useFairPriceT();
  const date = (d: string | null) => (d ? formatDate(d, locale) : '');
  const flat = (d: FairPrice['deals'][number]) =>
    [d.buildingNameWithCulture, d.floor !== null ? t('floor', { floor: d.floor }) : null, d.flat ? t('flat', { flat: d.flat }) : null]
      .filter(Boolean).join(' · ');
  return (
    <details className={styles.deals}>
      <summary>{t('showDeals', { count: a.dealCount })}</summary>
      <p>
        {t('method', {
          from: date(a.windowFrom), to: date(a.windowTo), scope: a.scope ? t(`scope.${a.scope}`) : '',
          min: a.sizeBand?.min ?? '', max: a.sizeBand?.max ?? '',
        })}
      </p>
      <p>{t('range', { min: psf(a.minPricePerSqft), max: psf(a.maxPricePerSqft), first: date(a.firstDealDate), last: date(a.lastDealDate) })}</p>
      <div className={styles.scroll}>
        <table className={styles.table}>
          <caption className={styles.caption}>{t('caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('col.date')}</th>
              <th scope="col">{t('col.flat')}</th>
              <th scope="col">{t('col.area')}</th>
              <th scope="col">{t('col.price')}</th>
              <th scope="col">{t('col.psf')}</th>
            </tr>
          </thead>
          <tbody>
            {a.deals.map((d) => (
              <tr key={d.dealID}>
                <td><Link to={href('dealDetail', { id: String(d.dealID) }, locale)}>{date(d.dealDate)}</Link></td>
                <td>{flat(d)}</td>
                <td>{formatArea(d.saleableArea, locale)}</td>
                <td>{money(d.price)}</td>
                <td>{psf(d.pricePerSqft)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {a.dealCount > a.deals.length ? <p>{t('newest', { shown: a.deals.length, count: a.dealCount })}</p> : null}
    </details>
  );
}

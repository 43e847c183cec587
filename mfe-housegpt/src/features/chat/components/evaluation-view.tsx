import { formatArea, formatDate, formatMoney, formatUnitPrice, EMPTY_VALUE } from '@portal/shared/format';
import type { ChatEvaluation, ChatSource, Language } from '@portal/shared/contracts';
import { useHousegptT } from '../../../i18n/use-housegpt-t';
import { SourceNote } from './sources-list';
import styles from './chat.module.css';

/** A listing's or an estate's evaluation from its estate's recent sale deals, with the deals used. */
export function EvaluationView({ evaluation: e, sources, locale }: { evaluation: ChatEvaluation; sources: ChatSource[]; locale: Language }) {
  const { t } = useHousegptT();
  const unit = (v: number | null) => formatUnitPrice(v, locale);
  const rooms = e.roomNumber !== null ? t('answer.rooms', { count: e.roomNumber }) : EMPTY_VALUE;
  const band = e.minSaleableArea !== null && e.maxSaleableArea !== null
    ? t('evaluation.band', { rooms, min: formatArea(e.minSaleableArea, locale), max: formatArea(e.maxSaleableArea, locale) })
    : t('evaluation.anyBand');
  const date = (d: string | null) => (d ? formatDate(d, locale) : EMPTY_VALUE);
  return (
    <section className={styles.evaluation} data-testid="housegpt-evaluation" aria-label={t('evaluation.heading', { estate: e.estateName, months: e.months })}>
      <h3>{t('evaluation.heading', { estate: e.estateName, months: e.months })}</h3>
      <p>{band}</p>
      <dl className={styles.figures}>
        <div><dt>{t('evaluation.median')}</dt><dd>{unit(e.medianPricePerSqft)}</dd></div>
        <div><dt>{t('evaluation.range')}</dt><dd>{unit(e.minPricePerSqft)} – {unit(e.maxPricePerSqft)}</dd></div>
        <div><dt>{t('evaluation.count')}</dt><dd data-testid="housegpt-deal-count">{e.dealCount}</dd></div>
        <div><dt>{t('evaluation.dates')}</dt><dd>{date(e.firstDealDate)} – {date(e.lastDealDate)}</dd></div>
        {e.estimate !== null && <div><dt>{t('evaluation.estimate')}</dt><dd>{formatMoney(e.estimate, locale)}</dd></div>}
      </dl>
      <SourceNote sources={sources} id={e.sourceId} />
      {e.deals.length > 0 && (
        <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t('evaluation.deals')}>
          <table className={styles.deals}>
            <caption>{t('evaluation.deals')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('evaluation.date')}</th><th scope="col">{t('evaluation.price')}</th>
                <th scope="col">{t('evaluation.area')}</th><th scope="col">{t('evaluation.perSqft')}</th><th scope="col">{t('evaluation.floor')}</th>
              </tr>
            </thead>
            <tbody>
              {e.deals.map((d) => (
                <tr key={d.dealID} data-testid="housegpt-deal">
                  <td>{formatDate(d.dealDate, locale)}</td><td>{formatMoney(d.price, locale)}</td><td>{formatArea(d.saleableArea, locale)}</td>
                  <td>{unit(d.pricePerSqft)}</td><td>{d.floor ?? EMPTY_VALUE}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

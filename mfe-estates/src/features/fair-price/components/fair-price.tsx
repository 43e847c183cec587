import { useApi } from '@portal/shared/api';
import type { FairPrice as FairPriceAnswer } from '@portal/shared/contracts';
import { getFairPrice } from '@portal/shared/endpoints';
import { formatMoney, formatRent, formatUnitPrice } from '@portal/shared/format';
import type { FairPriceProps } from '@portal/shared/mf';
import { Button, SkeletonText } from '@portal/shared/ui';
import { useId } from 'react';
import { useFairPriceT } from '../i18n';
import { FairPriceDeals } from './fair-price-deals';
import styles from './fair-price.module.css';

/** a sign beside the words (never colour alone): up, down, level, none */
const MARK: Record<FairPriceAnswer['verdict'], string> = { above: '▲', below: '▼', inLine: '＝', notEnough: '–' };

/** the space the card keeps while it loads, so the page does not move when it arrives */
export function FairPriceSkeleton() {
  return (
    <div className={styles.card} aria-busy="true" data-testid="fair-price-skeleton">
      <SkeletonText lines={3} />
    </div>
  );
}

/**
 * A listing's fair price (mfe_estates/FairPrice): its price per saleable ft² against its estate's
 * deals of the last 12 months for similar flats, in words, with the deals compared one click away.
 */
export function FairPrice({ locale, propertyId }: FairPriceProps) {
  const { t } = useFairPriceT();
  const titleId = useId();
  const state = useApi(getFairPrice, { query: { propertyId }, language: locale });
  const a = state.data;
  if (!a) {
    if (!state.error) return <FairPriceSkeleton />;
    return (
      <section className={styles.card} aria-labelledby={titleId} data-testid="fair-price">
        <h2 id={titleId} className={styles.title}>{t('title')}</h2>
        <p role="status">{t('error')}</p>
        <Button variant="secondary" size="sm" onClick={state.reload}>{t('retry')}</Button>
      </section>
    );
  }
  const rent = a.rentalType === 2;
  const money = (n: number) => (rent ? formatRent(n, locale) : formatMoney(n, locale, { hk: true }));
  const psf = (n: number | null) => formatUnitPrice(n, locale, { hk: true });
  return (
    <section className={styles.card} aria-labelledby={titleId} data-testid="fair-price" data-verdict={a.verdict}>
      <h2 id={titleId} className={styles.title}>{t('title')}</h2>
      <p className={styles.verdict} data-tone={a.verdict}>
        <span aria-hidden="true" className={styles.mark}>{MARK[a.verdict]}</span>
        {t(`verdict.${a.verdict}`, { pct: Math.abs(a.diffPct ?? 0) })}
      </p>
      {a.verdict === 'notEnough' ? (
        <p className={styles.note}>{t('notEnoughDetail')}</p>
      ) : (
        <>
          <p className={styles.note}>{t('summary', { price: psf(a.pricePerSqft), median: psf(a.medianPricePerSqft), count: a.dealCount })}</p>
          <FairPriceDeals answer={a} locale={locale} money={money} psf={psf} />
        </>
      )}
    </section>
  );
}

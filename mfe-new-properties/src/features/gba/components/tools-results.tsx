import type { GbaBuyingRules, GbaCityRules } from '@portal/shared/contracts';
import type { Locale } from '@portal/shared/routing';
import { useGbaT } from '../i18n';
import type { BuyerSums } from '../lib/buyer-sums';
import { moneyText, percentText, rateText } from '../lib/format';
import styles from './gba.module.css';

/** The sums in local currency and HKD, then every rule used with its source. */
export function ToolsResults({ city, sums, rules, locale }: { city: GbaCityRules; sums: BuyerSums; rules: GbaBuyingRules; locale: Locale }) {
  const { t } = useGbaT();
  const local = (n: number) => moneyText(t, n, city.currency, locale);
  const hkd = (n: number) => moneyText(t, Math.round(n * sums.hkdPerUnit), 'HKD', locale);
  const rows: Array<[string, string, number]> = [
    ['down', t('tools.downPaymentRow'), sums.downPayment],
    ['loan', t('tools.loanRow'), sums.loan],
    ['monthly', t('tools.monthlyRow'), sums.monthly],
    ['interest', t('tools.interestRow'), sums.totalInterest],
    ...sums.taxes.map((tax): [string, string, number] => [tax.ruleId, tax.name, tax.amount]),
    ['upfront', t('tools.upfrontRow'), sums.upfront],
  ];
  const source = (sourceId: string) => rules.sources.find((s) => s.sourceId === sourceId);
  const cite = (sourceId: string) => {
    const s = source(sourceId);
    if (!s) return null;
    const parts = [t('tools.source', { title: s.title }), s.date ? t('tools.sourceDate', { date: s.date }) : null, t(`tools.confidence.${s.confidence}`)];
    return (
      <>
        {parts.filter(Boolean).join(' · ')}
        {s.url ? <> · <a href={s.url} rel="noopener noreferrer" target="_blank">{new URL(s.url).host}</a></> : null}
      </>
    );
  };
  const ruleItems: Array<[string, string, string]> = [
    ['eligibility', `${t('tools.eligibility')}: ${city.eligibility.note}`, city.eligibility.sourceId],
    ['down', `${t('tools.minDown', { pct: percentText(city.minDownPayment.fraction, locale) })}. ${city.minDownPayment.note}`, city.minDownPayment.sourceId],
    ['years', `${t('tools.maxYears', { years: city.maxLoanYears.years })}. ${city.maxLoanYears.note}`, city.maxLoanYears.sourceId],
    ['rate', `${t('tools.refRate', { pct: percentText(city.referenceRate.rate, locale), date: city.referenceRate.asOf })}. ${city.referenceRate.note}`, city.referenceRate.sourceId],
    ...city.taxes.map((tax): [string, string, string] => [tax.ruleId, `${tax.name}: ${tax.note}`, tax.sourceId]),
  ];
  return (
    <section className={styles.page} aria-labelledby="gba-sums" data-testid="gba-sums">
      <h2 id="gba-sums">{t('tools.results')}</h2>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('tools.item')}</th>
            <th scope="col" className={styles.num}>{t('tools.local')}</th>
            <th scope="col" className={styles.num}>{t('tools.hkd')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([key, label, amount]) => (
            <tr key={key} data-testid={`sum-${key}`}>
              <th scope="row">{label}</th>
              <td className={styles.num}>{local(amount)}</td>
              <td className={styles.num}>{hkd(amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.rate}>{rateText(t, city.rate, locale)}</p>
      <h2>{t('tools.rules')}</h2>
      <ul className={styles.sources}>
        {ruleItems.map(([key, text, sourceId]) => (
          <li key={key}>
            {text}
            <br />
            <span className={styles.muted}>{cite(sourceId)}</span>
          </li>
        ))}
      </ul>
      <p className={styles.muted}>{t('tools.rulesAsOf', { date: rules.asOf })}</p>
    </section>
  );
}

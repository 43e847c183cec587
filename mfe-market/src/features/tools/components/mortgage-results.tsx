import type { MortgagePlan } from '@portal/shared/calc';
import { useMarketT } from '../../../i18n/use-market-t';
import { dollars, percentOf } from '../../../lib/money';
import { AmortisationTable } from './amortisation-table';
import section from '../../../lib/market.module.css';
import styles from './tools.module.css';

/** What the plan comes to: the loan, the instalment, interest, insurance and the debt-servicing ratios. */
export function MortgageResults({ plan, wantedLtv }: { plan: MortgagePlan; wantedLtv: number }) {
  const { t } = useMarketT();
  const dsr = (ratio: number | null) => (ratio === null ? t('mortgage.needIncome') : percentOf(ratio));
  return (
    <>
      <dl className={`${section.figures} ${styles.results}`} data-testid="mortgage-results" aria-live="polite">
        <div><dt>{t('mortgage.loan')}</dt><dd data-testid="mortgage-loan">{dollars(plan.loan)} ({percentOf(plan.ltv, 1)})</dd></div>
        <div><dt>{t('mortgage.downPayment')}</dt><dd>{dollars(plan.downPayment)}</dd></div>
        <div><dt>{t('mortgage.rate')}</dt><dd>{percentOf(plan.annualRate, 3)}</dd></div>
        <div><dt>{t('mortgage.monthly')}</dt><dd data-testid="mortgage-monthly">{dollars(plan.monthlyPayment)}</dd></div>
        <div><dt>{t('mortgage.totalInterest')}</dt><dd data-testid="mortgage-interest">{dollars(plan.totalInterest)}</dd></div>
        <div><dt>{t('mortgage.insurance')}</dt><dd>{plan.insurance ? `${dollars(plan.insurance.premium)} (${percentOf(plan.insurance.premiumPct / 100)})` : t('mortgage.noInsurance')}</dd></div>
        <div><dt>{t('mortgage.dsr')}</dt><dd data-testid="mortgage-dsr">{dsr(plan.dsr)}</dd></div>
        <div><dt>{t('mortgage.stressedDsr')}</dt><dd data-testid="mortgage-stressed-dsr">{dsr(plan.stressedDsr)}</dd></div>
      </dl>
      {plan.ltv + 1e-9 < wantedLtv && <p className={section.muted} role="note">{t('mortgage.capped', { cap: percentOf(plan.maxLtv, 1) })}</p>}
      <p className={section.muted}>
        {t('mortgage.caps', { hkma: percentOf(plan.limit.hkmaMaxLtv, 0), insured: plan.limit.insuredMaxLtv === null ? t('mortgage.notInsurable') : percentOf(plan.limit.insuredMaxLtv, 1), dsrCap: percentOf(plan.dsrCap, 0) })}
        {' '}
        {plan.dsrOk === false && <strong>{t('mortgage.dsrOver')}</strong>}
      </p>
      <p className={section.muted}>{plan.stressTestRequired ? t('mortgage.stressRequired') : t('mortgage.stressSuspended')}</p>
      <AmortisationTable schedule={plan.schedule} />
    </>
  );
}

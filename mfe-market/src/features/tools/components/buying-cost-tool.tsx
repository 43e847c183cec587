import { zodResolver } from '@hookform/resolvers/zod';
import { buyingCost, mortgagePlan, RATE_BASIS } from '@portal/shared/calc';
import { buyingCostFormSchema, PROPERTY_USES, type BuyingCostForm } from '@portal/shared/forms';
import { Button, Checkbox, Select, TextField } from '@portal/shared/ui';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMarketT } from '../../../i18n/use-market-t';
import { dollars } from '../../../lib/money';
import { buyingCostDefaults } from '../defaults';
import { useFieldError } from '../field-error';
import section from '../../../lib/market.module.css';
import styles from './tools.module.css';

const NUMBER = { valueAsNumber: true } as const;

/** The total cost of buying (price, stamp duty, commission, legal fees, insurance) and the cash needed by completion. */
export function BuyingCostTool({ today }: { today: string }) {
  const { t } = useMarketT();
  const error = useFieldError();
  const headingId = useId();
  const [values, setValues] = useState(() => buyingCostDefaults(today));
  const { register, handleSubmit, formState: { errors } } = useForm<BuyingCostForm>({ resolver: zodResolver(buyingCostFormSchema), defaultValues: values });
  // the loan and the insurance premium as the mortgage calculator finds them (the rate does not change either)
  const plan = values.loanPct > 0
    ? mortgagePlan({
      price: values.price, use: values.use, selfUse: true, firstTimeSalaried: values.firstTimeSalaried, withInsurance: values.withInsurance,
      ltv: values.loanPct / 100, termYears: values.termYears, rate: { kind: 'prime', prime: RATE_BASIS.prime, discount: 0 },
    })
    : null;
  const cost = buyingCost({
    price: values.price, agreementDate: values.agreementDate, use: values.use, commissionRate: values.commissionPct / 100,
    legalFees: values.legalFees, loan: plan?.loan ?? 0, insurancePremium: plan?.insurance?.premium ?? 0,
  });
  return (
    <section className={`${section.section} ${styles.tool}`} aria-labelledby={headingId} data-testid="buying-cost-tool">
      <h3 id={headingId}>{t('cost.heading')}</h3>
      <form noValidate className={styles.form} aria-labelledby={headingId} onSubmit={handleSubmit(setValues)}>
        <div className={styles.fields}>
          <TextField label={t('mortgage.price')} type="number" step="1" inputMode="numeric" error={error(errors.price?.message)} {...register('price', NUMBER)} />
          <TextField label={t('tools.agreementDate')} type="date" error={error(errors.agreementDate?.message)} {...register('agreementDate')} />
          <Select label={t('tools.use')} options={PROPERTY_USES.map((u) => ({ value: u, label: t(`tools.uses.${u}`) }))} {...register('use')} />
          <TextField label={t('mortgage.loanPct')} type="number" step="0.1" inputMode="decimal" error={error(errors.loanPct?.message)} {...register('loanPct', NUMBER)} />
          <TextField label={t('mortgage.termYears')} type="number" step="1" inputMode="numeric" error={error(errors.termYears?.message)} {...register('termYears', NUMBER)} />
          <TextField label={t('cost.commissionPct')} type="number" step="0.1" inputMode="decimal" error={error(errors.commissionPct?.message)} {...register('commissionPct', NUMBER)} />
          <TextField label={t('cost.legalFees')} type="number" step="1" inputMode="numeric" error={error(errors.legalFees?.message)} {...register('legalFees', NUMBER)} />
        </div>
        <div className={styles.checks}>
          <Checkbox label={t('mortgage.firstTimeSalaried')} {...register('firstTimeSalaried')} />
          <Checkbox label={t('mortgage.withInsurance')} {...register('withInsurance')} />
        </div>
        <Button type="submit">{t('tools.calculate')}</Button>
      </form>
      <dl className={`${section.figures} ${styles.results}`} data-testid="buying-cost-results" aria-live="polite">
        <div><dt>{t('mortgage.price')}</dt><dd>{dollars(values.price)}</dd></div>
        <div><dt>{t('stampDuty.duty')}</dt><dd>{dollars(cost.stampDuty)}</dd></div>
        <div><dt>{t('cost.commission')}</dt><dd>{dollars(cost.commission)}</dd></div>
        <div><dt>{t('cost.legalFees')}</dt><dd>{dollars(cost.legalFees)}</dd></div>
        <div><dt>{t('mortgage.insurance')}</dt><dd>{dollars(cost.insurancePremium)}</dd></div>
        <div><dt>{t('mortgage.loan')}</dt><dd>{dollars(plan?.loan ?? 0)}</dd></div>
        <div><dt>{t('cost.total')}</dt><dd data-testid="cost-total">{dollars(cost.totalCost)}</dd></div>
        <div><dt>{t('cost.cash')}</dt><dd data-testid="cost-cash">{dollars(cost.cashNeeded)}</dd></div>
      </dl>
      {plan && plan.ltv + 1e-9 < values.loanPct / 100 && <p className={section.muted} role="note">{t('mortgage.capped', { cap: `${Math.round(plan.maxLtv * 1000) / 10}%` })}</p>}
    </section>
  );
}

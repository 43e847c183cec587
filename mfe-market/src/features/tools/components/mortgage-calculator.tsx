import { zodResolver } from '@hookform/resolvers/zod';
import { mortgagePlan } from '@portal/shared/calc';
import { mortgageFormSchema, PROPERTY_USES, RATE_KINDS, type MortgageForm } from '@portal/shared/forms';
import type { MortgageCalculatorProps } from '@portal/shared/mf';
import { Button, Checkbox, Select, TextField } from '@portal/shared/ui';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useMarketT } from '../../../i18n/use-market-t';
import { mortgageDefaults } from '../defaults';
import { useFieldError } from '../field-error';
import { mortgageInputOf } from '../mortgage-input';
import { MortgageResults } from './mortgage-results';
import section from '../../../lib/market.module.css';
import styles from './tools.module.css';

const NUMBER = { valueAsNumber: true } as const;

/**
 * Mortgage calculator (spec 2.6): the loan within the HKMA cap for the buyer's case or above it
 * with HKMC insurance, the rate from its basis, the term; the instalment, total interest, the
 * debt-servicing ratio with and without the stress test, and the schedule by year.
 */
export function MortgageCalculator({ price }: MortgageCalculatorProps) {
  const { t } = useMarketT();
  const error = useFieldError();
  const headingId = useId();
  const [values, setValues] = useState(() => mortgageDefaults(price));
  const { register, handleSubmit, control, formState: { errors } } = useForm<MortgageForm>({ resolver: zodResolver(mortgageFormSchema), defaultValues: values });
  const rateKind = useWatch({ control, name: 'rateKind' });
  const plan = mortgagePlan(mortgageInputOf(values));
  const rateField = (name: 'hiborPct' | 'spreadPct' | 'capBelowPrimePct' | 'primePct' | 'discountPct' | 'fixedPct') => (
    <TextField label={t(`mortgage.${name}`)} type="number" step="0.0001" inputMode="decimal" error={error(errors[name]?.message)} {...register(name, NUMBER)} />
  );
  return (
    <section className={`${section.section} ${styles.tool}`} aria-labelledby={headingId} data-testid="mortgage-calculator">
      <h3 id={headingId}>{t('mortgage.heading')}</h3>
      <form noValidate className={styles.form} aria-labelledby={headingId} onSubmit={handleSubmit(setValues)}>
        <div className={styles.fields}>
          <TextField label={t('mortgage.price')} type="number" step="1" inputMode="numeric" error={error(errors.price?.message)} {...register('price', NUMBER)} />
          <Select label={t('tools.use')} options={PROPERTY_USES.map((u) => ({ value: u, label: t(`tools.uses.${u}`) }))} {...register('use')} />
          <TextField label={t('mortgage.loanPct')} type="number" step="0.1" inputMode="decimal" error={error(errors.loanPct?.message)} {...register('loanPct', NUMBER)} />
          <TextField label={t('mortgage.termYears')} type="number" step="1" inputMode="numeric" error={error(errors.termYears?.message)} {...register('termYears', NUMBER)} />
          <Select label={t('mortgage.rateKind')} options={RATE_KINDS.map((k) => ({ value: k, label: t(`mortgage.rateKinds.${k}`) }))} {...register('rateKind')} />
          {rateKind === 'hibor' && <>{rateField('hiborPct')}{rateField('spreadPct')}{rateField('primePct')}{rateField('capBelowPrimePct')}</>}
          {rateKind === 'prime' && <>{rateField('primePct')}{rateField('discountPct')}</>}
          {rateKind === 'fixed' && rateField('fixedPct')}
          <TextField label={t('mortgage.monthlyIncome')} type="number" step="1" inputMode="numeric" error={error(errors.monthlyIncome?.message)} {...register('monthlyIncome', NUMBER)} />
          <TextField label={t('mortgage.otherDebt')} type="number" step="1" inputMode="numeric" error={error(errors.otherMonthlyDebt?.message)} {...register('otherMonthlyDebt', NUMBER)} />
        </div>
        <div className={styles.checks}>
          <Checkbox label={t('mortgage.selfUse')} {...register('selfUse')} />
          <Checkbox label={t('mortgage.firstTimeSalaried')} {...register('firstTimeSalaried')} />
          <Checkbox label={t('mortgage.withInsurance')} {...register('withInsurance')} />
        </div>
        <Button type="submit">{t('tools.calculate')}</Button>
      </form>
      <MortgageResults plan={plan} wantedLtv={values.loanPct / 100} />
    </section>
  );
}

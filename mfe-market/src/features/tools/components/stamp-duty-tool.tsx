import { zodResolver } from '@hookform/resolvers/zod';
import { stampDuty } from '@portal/shared/calc';
import { PROPERTY_USES, stampDutyFormSchema, type StampDutyForm } from '@portal/shared/forms';
import { Button, Select, TextField } from '@portal/shared/ui';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMarketT } from '../../../i18n/use-market-t';
import { dollars, percentOf } from '../../../lib/money';
import { bandText } from '../band-text';
import { stampDutyDefaults } from '../defaults';
import { useFieldError } from '../field-error';
import section from '../../../lib/market.module.css';
import styles from './tools.module.css';

/** Ad valorem stamp duty: the schedule in force on the agreement date, the band that applies and the duty. */
export function StampDutyTool({ today }: { today: string }) {
  const { t } = useMarketT();
  const error = useFieldError();
  const headingId = useId();
  const [values, setValues] = useState(() => stampDutyDefaults(today));
  const { register, handleSubmit, formState: { errors } } = useForm<StampDutyForm>({ resolver: zodResolver(stampDutyFormSchema), defaultValues: values });
  const duty = stampDuty(values);
  const band = bandText(duty.band, t);
  return (
    <section className={`${section.section} ${styles.tool}`} aria-labelledby={headingId} data-testid="stamp-duty-tool">
      <h3 id={headingId}>{t('stampDuty.heading')}</h3>
      <form noValidate className={styles.form} aria-labelledby={headingId} onSubmit={handleSubmit(setValues)}>
        <div className={styles.fields}>
          <TextField label={t('stampDuty.value')} type="number" step="1" inputMode="numeric" error={error(errors.value?.message)} {...register('value', { valueAsNumber: true })} />
          <TextField label={t('tools.agreementDate')} type="date" error={error(errors.agreementDate?.message)} {...register('agreementDate')} />
          <Select label={t('tools.use')} options={PROPERTY_USES.map((u) => ({ value: u, label: t(`tools.uses.${u}`) }))} {...register('use')} />
        </div>
        <Button type="submit">{t('tools.calculate')}</Button>
      </form>
      <dl className={`${section.figures} ${styles.results}`} data-testid="stamp-duty-results" aria-live="polite">
        <div><dt>{t('stampDuty.duty')}</dt><dd data-testid="stamp-duty">{dollars(duty.duty)}</dd></div>
        <div><dt>{t('stampDuty.effectiveRate')}</dt><dd>{percentOf(duty.effectiveRate, 3)}</dd></div>
        <div><dt>{t('stampDuty.band')}</dt><dd data-testid="stamp-duty-band">{band.range}: {band.duty}</dd></div>
        <div><dt>{t('stampDuty.schedule')}</dt><dd>{t(`stampDuty.schedules.${duty.scheduleId}`)}</dd></div>
      </dl>
      {duty.otherDutiesMayApply && <p className={section.muted} role="note">{t('stampDuty.otherDuties')}</p>}
    </section>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useApi } from '@portal/shared/api';
import { getValuation } from '@portal/shared/endpoints';
import { valuationFormSchema, type ValuationForm } from '@portal/shared/forms';
import type { Locale } from '@portal/shared/routing';
import { Button, Select, TextField } from '@portal/shared/ui';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMarketT } from '../../../i18n/use-market-t';
import { useFieldError } from '../field-error';
import { EstateFinder, type FoundEstate } from './estate-finder';
import { ValuationResult } from './valuation-result';
import section from '../../../lib/market.module.css';
import styles from './tools.module.css';

/** Instant valuation (GetValuation) of a flat from its estate's deals, with the model's back-tested error beside it. */
export function ValuationTool({ locale }: { locale: Locale }) {
  const { t } = useMarketT();
  const error = useFieldError();
  const headingId = useId();
  const [estates, setEstates] = useState<FoundEstate[]>([]);
  const [asked, setAsked] = useState<ValuationForm | null>(null);
  const { register, handleSubmit, formState: { errors } } = useForm<ValuationForm>({
    resolver: zodResolver(valuationFormSchema), defaultValues: { floor: 10, saleableArea: 500 },
  });
  const state = useApi(getValuation, { query: asked ?? undefined, language: locale, enabled: asked !== null });
  return (
    <section className={`${section.section} ${styles.tool}`} aria-labelledby={headingId} data-testid="valuation-tool">
      <h3 id={headingId}>{t('valuation.heading')}</h3>
      <p className={section.muted}>{t('valuation.intro')}</p>
      <EstateFinder locale={locale} onFound={setEstates} />
      <form noValidate className={styles.form} aria-labelledby={headingId} onSubmit={handleSubmit(setAsked)}>
        <div className={styles.fields}>
          <Select
            label={t('valuation.estate')}
            placeholder={estates.length ? t('valuation.chooseEstate') : t('valuation.findFirst')}
            options={estates.map((e) => ({ value: String(e.id), label: e.name }))}
            error={error(errors.estateId?.message)}
            {...register('estateId', { valueAsNumber: true })}
          />
          <TextField label={t('valuation.floor')} type="number" step="1" inputMode="numeric" error={error(errors.floor?.message)} {...register('floor', { valueAsNumber: true })} />
          <TextField label={t('valuation.area')} type="number" step="1" inputMode="numeric" error={error(errors.saleableArea?.message)} {...register('saleableArea', { valueAsNumber: true })} />
        </div>
        <Button type="submit" loading={state.loading}>{t('valuation.submit')}</Button>
      </form>
      {state.error && <p className={section.muted} role="alert">{state.error.message}</p>}
      {asked && state.data && <ValuationResult valuation={state.data} locale={locale} />}
    </section>
  );
}

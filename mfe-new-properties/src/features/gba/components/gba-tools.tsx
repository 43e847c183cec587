import { useApi } from '@portal/shared/api';
import type { GbaBuyingRules, GbaCityRules } from '@portal/shared/contracts';
import { getGbaBuyingRules } from '@portal/shared/endpoints';
import type { Locale } from '@portal/shared/routing';
import { usePageMeta } from '@portal/shared/seo';
import { ErrorState, SkeletonText } from '@portal/shared/ui';
import { useId, useState } from 'react';
import { useGbaT } from '../i18n';
import { buyerSums, inputErrors, type BuyerInput, type InputError } from '../lib/buyer-sums';
import { GbaNav } from './gba-nav';
import { ToolsResults } from './tools-results';
import styles from './gba.module.css';

/** the worked example the form starts with */
export const EXAMPLE = { cityId: 'shenzhen', price: '3000000', areaM2: '89', downPaymentPct: '30', ratePct: '3.5', years: '30' };
type Fields = typeof EXAMPLE;

/** /gbaTools: a Hong Kong resident's sums for a first home in a GBA city, from GetBuyingRules. */
export function GbaTools({ locale }: { locale: Locale }) {
  const { t } = useGbaT();
  usePageMeta({ title: t('tools.title'), description: t('tools.intro') });
  const state = useApi(getGbaBuyingRules, { language: locale }, [locale]);
  return (
    <section className={styles.page} data-testid="gba-tools">
      <GbaNav locale={locale} current="gbaTools" />
      <h1>{t('tools.title')}</h1>
      <p className={styles.intro}>{t('tools.intro')}</p>
      {state.error && !state.data ? <ErrorState title={t('tools.errorTitle')} message={state.error.message} onRetry={state.reload} /> : null}
      {!state.data && !state.error ? <SkeletonText lines={8} /> : null}
      {state.data ? <ToolsForm rules={state.data} locale={locale} /> : null}
    </section>
  );
}

function errorText(t: ReturnType<typeof useGbaT>['t'], e: InputError, city: GbaCityRules): string {
  if (e.key === 'downTooLow') return t('tools.errors.downTooLow', { city: city.cityName, pct: e.pct });
  if (e.key === 'yearsTooLong') return t('tools.errors.yearsTooLong', { city: city.cityName, years: e.years });
  return t(`tools.errors.${e.key}`);
}

function ToolsForm({ rules, locale }: { rules: GbaBuyingRules; locale: Locale }) {
  const { t } = useGbaT();
  const id = useId();
  const [fields, setFields] = useState<Fields>(EXAMPLE);
  const city = rules.cities.find((c) => c.cityId === fields.cityId) ?? (rules.cities[0] as GbaCityRules);
  const input: BuyerInput = {
    price: Number(fields.price), areaM2: Number(fields.areaM2), downPaymentPct: Number(fields.downPaymentPct), ratePct: Number(fields.ratePct), years: Number(fields.years),
  };
  const errors = inputErrors(city, input);
  const set = (key: keyof Fields) => (e: { target: { value: string } }) => setFields((f) => ({ ...f, [key]: e.target.value }));
  const field = (key: Exclude<keyof Fields, 'cityId'>, label: string, errorField: keyof BuyerInput) => {
    const error = errors.find((e) => e.field === errorField);
    return (
      <div className={styles.field}>
        <label htmlFor={`${id}-${key}`}>{label}</label>
        <input id={`${id}-${key}`} inputMode="decimal" value={fields[key]} onChange={set(key)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-${key}-error` : undefined} />
        {error ? <p id={`${id}-${key}-error`} className={styles.error}>{errorText(t, error, city)}</p> : null}
      </div>
    );
  };
  return (
    <>
      <p>{t('tools.example')}</p>
      <form className={styles.form} aria-label={t('tools.form')} onSubmit={(e) => e.preventDefault()}>
        <div className={styles.field}>
          <label htmlFor={`${id}-city`}>{t('tools.city')}</label>
          <select id={`${id}-city`} value={city.cityId} onChange={set('cityId')}>
            {rules.cities.map((c) => <option key={c.cityId} value={c.cityId}>{c.cityName}</option>)}
          </select>
        </div>
        {field('price', t('tools.price', { currency: t(`currency.${city.currency}`) }), 'price')}
        {field('areaM2', t('tools.area'), 'areaM2')}
        {field('downPaymentPct', t('tools.downPayment'), 'downPaymentPct')}
        {field('ratePct', t('tools.rate'), 'ratePct')}
        {field('years', t('tools.years'), 'years')}
      </form>
      {errors.length === 0 ? <ToolsResults city={city} sums={buyerSums(city, input)} rules={rules} locale={locale} /> : null}
    </>
  );
}

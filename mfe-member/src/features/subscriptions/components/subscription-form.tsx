import { zodResolver } from '@hookform/resolvers/zod';
import { useApi } from '@portal/shared/api';
import { getGscope, searchDictionaryInfo } from '@portal/shared/endpoints';
import { subscriptionFormSchema } from '@portal/shared/forms';
import type { Locale } from '@portal/shared/routing';
import { Button, Select, TextField, useHydrated } from '@portal/shared/ui';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ListFilter } from '@portal/shared/url';
import type { z } from 'zod';
import { useMemberT } from '../../../i18n/use-member-t';
import { useFailureText } from '../../../lib/failure-text';
import styles from '../../../lib/form.module.css';
import { useFormMessage } from '../../../lib/form-message';
import { subscriptionsApi, type SubscriptionsApi } from '../api/subscriptions-api';
import { dictionaryBands, hasBands, savedSearchChoices, savedSearches } from './saved-search-choices';

type Values = z.input<typeof subscriptionFormSchema>;
const TYPES = ['buy', 'rent', 'new', 'estate', 'serviced'] as const;

/**
 * A new subscription (AddUserSubscribe): a name (15 Chinese or 30 English characters), the kind,
 * a district, or a search saved on this browser as its filter. The eleventh is refused with the
 * API's limit message.
 */
export function SubscriptionForm({ locale, onCreated, api = subscriptionsApi }: { locale: Locale; onCreated: () => void; api?: SubscriptionsApi }) {
  const { t } = useMemberT();
  const message = useFormMessage();
  const failureText = useFailureText();
  const hydrated = useHydrated();
  const [failed, setFailed] = useState<string | null>(null);
  // area, age and intake bands of a saved search are read through the dictionaries, as on the list pages
  const needsBands = useMemo(() => hydrated && savedSearches().some(({ saved }) => hasBands(saved.filter as ListFilter)), [hydrated]);
  const dictionaries = useApi(searchDictionaryInfo, { language: locale, query: {}, enabled: needsBands }, [locale, needsBands]);
  const resolveBand = useMemo(() => (dictionaries.data ? dictionaryBands(dictionaries.data) : undefined), [dictionaries.data]);
  const choices = useMemo(() => (hydrated ? savedSearchChoices(resolveBand) : []), [hydrated, resolveBand]);
  const bandsHint = !choices.some((c) => c.unresolved)
    ? undefined
    : dictionaries.error ? t('subs.bandsFailed') : dictionaries.data ? t('subs.bandsUnknown') : t('subs.bandsLoading');
  const scopes = useApi(getGscope, { language: locale }, [locale]);
  const districts = (scopes.data ?? []).flatMap((r) => r.children.map((d) => ({ value: d.gscopeCode, label: `${r.gscopeNameWithCulture} · ${d.gscopeNameWithCulture}` })));
  const { register, handleSubmit, setValue, formState } = useForm<Values, unknown, Values>({
    resolver: zodResolver(subscriptionFormSchema, undefined, { raw: true }),
    defaultValues: { name: '', propertyType: 'buy', districtCode: '', filter: {}, searchConditions: '' },
  });
  const { errors, isSubmitting } = formState;
  const pick = (key: string) => {
    const choice = choices.find((c) => c.key === key && !c.unresolved);
    setValue('filter', choice?.filter ?? {});
    setValue('searchConditions', choice?.searchConditions ?? '');
    if (choice) setValue('propertyType', choice.propertyType);
  };
  const onValid = handleSubmit(async (values) => {
    setFailed(null);
    try {
      await api.add(values);
      onCreated();
    } catch (error) {
      setFailed(failureText(error));
    }
  });
  return (
    <form onSubmit={onValid} noValidate aria-label={t('subs.newTitle')} className={styles.form}>
      {choices.length > 0 && (
        <Select
          label={t('subs.fromSaved')}
          placeholder={t('subs.noSaved')}
          hint={bandsHint}
          options={choices.map((c) => ({ value: c.key, label: c.label, disabled: c.unresolved }))}
          onChange={(e) => pick(e.target.value)}
        />
      )}
      {bandsHint && dictionaries.error && (
        <Button type="button" variant="secondary" size="sm" onClick={dictionaries.reload}>
          {t('subs.bandsRetry')}
        </Button>
      )}
      <TextField label={t('subs.name')} hint={t('subs.nameHint')} required error={message(errors.name?.message)} {...register('name')} />
      <Select label={t('subs.type')} options={TYPES.map((value) => ({ value, label: t(`types.${value}`) }))} {...register('propertyType')} />
      <Select label={t('subs.district')} placeholder={t('subs.anyDistrict')} options={districts} {...register('districtCode')} />
      {failed && (
        <p role="alert" className={styles.failed}>
          {failed}
        </p>
      )}
      <Button type="submit" loading={isSubmitting}>
        {t('subs.create')}
      </Button>
    </form>
  );
}

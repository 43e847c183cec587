import { zodResolver } from '@hookform/resolvers/zod';
import { useApi } from '@portal/shared/api';
import { getGscope } from '@portal/shared/endpoints';
import { subscriptionFormSchema } from '@portal/shared/forms';
import type { Locale } from '@portal/shared/routing';
import { Button, Select, TextField, useHydrated } from '@portal/shared/ui';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useMemberT } from '../../../i18n/use-member-t';
import { useFailureText } from '../../../lib/failure-text';
import styles from '../../../lib/form.module.css';
import { useFormMessage } from '../../../lib/form-message';
import { subscriptionsApi, type SubscriptionsApi } from '../api/subscriptions-api';
import { savedSearchChoices } from './saved-search-choices';

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
  const choices = useMemo(() => (hydrated ? savedSearchChoices() : []), [hydrated]);
  const scopes = useApi(getGscope, { language: locale }, [locale]);
  const districts = (scopes.data ?? []).flatMap((r) => r.children.map((d) => ({ value: d.gscopeCode, label: `${r.gscopeNameWithCulture} · ${d.gscopeNameWithCulture}` })));
  const { register, handleSubmit, setValue, formState } = useForm<Values, unknown, Values>({
    resolver: zodResolver(subscriptionFormSchema, undefined, { raw: true }),
    defaultValues: { name: '', propertyType: 'buy', districtCode: '', filter: {}, searchConditions: '' },
  });
  const { errors, isSubmitting } = formState;
  const pick = (key: string) => {
    const choice = choices.find((c) => c.key === key);
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
        <Select label={t('subs.fromSaved')} placeholder={t('subs.noSaved')} options={choices.map((c) => ({ value: c.key, label: c.label }))} onChange={(e) => pick(e.target.value)} />
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

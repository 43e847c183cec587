import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordFormSchema } from '@portal/shared/forms';
import { Button, TextField, useHydrated } from '@portal/shared/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useMemberT } from '../../../i18n/use-member-t';
import { useFailureText } from '../../../lib/failure-text';
import { useFormMessage } from '../../../lib/form-message';
import { accountApi, type AccountApi } from '../api/account-api';
import styles from '../../../lib/form.module.css';
import { FormOutcome, type Outcome } from './form-outcome';
import { NewPasswordField } from './new-password-field';

type Values = z.input<typeof changePasswordFormSchema>;

/** The current password and a new one; the member's other sessions end, this one stays. */
export function ChangePasswordForm({ api = accountApi }: { api?: Pick<AccountApi, 'changePassword'> }) {
  const { t } = useMemberT();
  // before hydration the browser itself would send the form, passwords in the address: it waits
  const hydrated = useHydrated();
  const message = useFormMessage();
  const failureText = useFailureText();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { register, handleSubmit, reset, formState } = useForm<Values, unknown, Values>({
    resolver: zodResolver(changePasswordFormSchema, undefined, { raw: true }),
    defaultValues: { oldPassword: '', newPassword: '' },
  });
  const { errors, isSubmitting } = formState;
  const onValid = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const answer = await api.changePassword(values);
      reset();
      setOutcome({ kind: 'ok', text: answer.message });
    } catch (error) {
      setOutcome({ kind: 'failed', text: failureText(error) });
    }
  });
  return (
    <form method="post" className={styles.form} onSubmit={onValid} noValidate aria-label={t('password.title')}>
      <TextField label={t('fields.oldPassword')} type="password" required autoComplete="current-password" error={message(errors.oldPassword?.message)} {...register('oldPassword')} />
      <NewPasswordField error={message(errors.newPassword?.message)} field={register('newPassword')} />
      <FormOutcome outcome={outcome} />
      <Button type="submit" loading={isSubmitting} disabled={!hydrated}>
        {t('password.submit')}
      </Button>
    </form>
  );
}

import type { resetPasswordFormSchema } from '@portal/shared/forms';
import { Button, TextField, useHydrated } from '@portal/shared/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useMemberT } from '../../../i18n/use-member-t';
import { useFailureText } from '../../../lib/failure-text';
import { useFormMessage } from '../../../lib/form-message';
import { lazyZodResolver } from '../../../lib/lazy-resolver';
import { accountApi, type AccountApi } from '../api/account-api';
import styles from '../../../lib/form.module.css';
import { FormOutcome, type Outcome } from './form-outcome';
import { NewPasswordField } from './new-password-field';

type Values = z.input<typeof resetPasswordFormSchema>;

const requestRules = lazyZodResolver<Values>(() => import('@portal/shared/forms').then((m) => m.requestResetFormSchema));
const resetRules = lazyZodResolver<Values>(() => import('@portal/shared/forms').then((m) => m.resetPasswordFormSchema));

/**
 * Forgotten password: the account first (a code is sent to it; the answer is the same whether it
 * exists or not), then the code and the new password. Every session of the account then ends.
 */
export function ResetPasswordForm({ onReset, api = accountApi }: { onReset: () => void; api?: Pick<AccountApi, 'requestReset' | 'resetPassword'> }) {
  const { t } = useMemberT();
  // before hydration the browser itself would send the form, passwords in the address: it waits
  const hydrated = useHydrated();
  const message = useFormMessage();
  const failureText = useFailureText();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [codeSent, setCodeSent] = useState(false);
  const { register, handleSubmit, formState } = useForm<Values, unknown, Values>({
    // the first step checks the account only; the second, the account, the code and the password
    resolver: (codeSent ? resetRules : requestRules).resolver,
    defaultValues: { account: '', code: '', newPassword: '' },
  });
  const { errors, isSubmitting } = formState;
  const onValid = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      if (!codeSent) {
        const answer = await api.requestReset(values.account);
        setCodeSent(true);
        setOutcome({ kind: 'ok', text: answer.message });
        return;
      }
      await api.resetPassword({ account: values.account, code: values.code.trim(), newPassword: values.newPassword });
      onReset();
    } catch (error) {
      setOutcome({ kind: 'failed', text: failureText(error) });
    }
  });
  return (
    <form method="post" className={styles.form} onSubmit={onValid} onFocus={(codeSent ? resetRules : requestRules).preload} noValidate aria-label={t('reset.title')}>
      <TextField label={t('fields.account')} required autoComplete="username" readOnly={codeSent} error={message(errors.account?.message)} {...register('account')} />
      {codeSent && (
        <>
          <TextField label={t('fields.code')} required inputMode="numeric" autoComplete="one-time-code" maxLength={6} error={message(errors.code?.message)} {...register('code')} />
          <NewPasswordField error={message(errors.newPassword?.message)} field={register('newPassword')} />
        </>
      )}
      <FormOutcome outcome={outcome} />
      <Button type="submit" loading={isSubmitting} disabled={!hydrated}>
        {codeSent ? t('reset.submit') : t('reset.sendCode')}
      </Button>
    </form>
  );
}

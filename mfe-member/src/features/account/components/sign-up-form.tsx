import { zodResolver } from '@hookform/resolvers/zod';
import type { UserInfo } from '@portal/shared/contracts';
import { signUpFormSchema } from '@portal/shared/forms';
import { Button, TextField, useHydrated } from '@portal/shared/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useMemberT } from '../../../i18n/use-member-t';
import { useFailureText } from '../../../lib/failure-text';
import { useFormMessage } from '../../../lib/form-message';
import { startSession } from '../../../lib/session';
import { accountApi, type AccountApi } from '../api/account-api';
import styles from '../../../lib/form.module.css';
import { FormOutcome, type Outcome } from './form-outcome';

type Values = z.input<typeof signUpFormSchema>;

/** A new account signs in at once (the API sends the verification code through its outbox). */
export function SignUpForm({ onSignedUp, api = accountApi }: { onSignedUp: (user: UserInfo) => void; api?: Pick<AccountApi, 'signUp'> }) {
  const { t } = useMemberT();
  // before hydration the browser itself would send the form, passwords in the address: it waits
  const hydrated = useHydrated();
  const message = useFormMessage();
  const failureText = useFailureText();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { register, handleSubmit, formState } = useForm<Values, unknown, Values>({
    resolver: zodResolver(signUpFormSchema, undefined, { raw: true }),
    defaultValues: { account: '', userName: '', password: '' },
  });
  const { errors, isSubmitting } = formState;
  const onValid = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const session = await api.signUp(values);
      startSession(session.user);
      onSignedUp(session.user);
    } catch (error) {
      setOutcome({ kind: 'failed', text: failureText(error) });
    }
  });
  return (
    <form method="post" className={styles.form} onSubmit={onValid} noValidate aria-label={t('signUp.title')}>
      <TextField label={t('fields.account')} hint={t('fields.accountHint')} required autoComplete="username" error={message(errors.account?.message)} {...register('account')} />
      <TextField label={t('fields.userName')} required autoComplete="nickname" maxLength={30} error={message(errors.userName?.message)} {...register('userName')} />
      <TextField
        label={t('fields.password')}
        hint={t('fields.passwordHint')}
        type="password"
        required
        autoComplete="new-password"
        error={message(errors.password?.message)}
        {...register('password')}
      />
      <FormOutcome outcome={outcome} />
      <Button type="submit" loading={isSubmitting} disabled={!hydrated}>
        {t('signUp.submit')}
      </Button>
    </form>
  );
}

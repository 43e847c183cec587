import type { UserInfo } from '@portal/shared/contracts';
import type { signUpFormSchema } from '@portal/shared/forms';
import { Button, TextField } from '@portal/shared/ui';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useMemberT } from '../../../i18n/use-member-t';
import { lazyZodResolver } from '../../../lib/lazy-resolver';
import { startSession } from '../../../lib/session';
import { accountApi, type AccountApi } from '../api/account-api';
import styles from '../../../lib/form.module.css';
import { FormOutcome } from './form-outcome';
import { useFormOutcome } from './use-form-outcome';

type Values = z.input<typeof signUpFormSchema>;

const rules = lazyZodResolver<Values>(() => import('@portal/shared/forms').then((m) => m.signUpFormSchema));

/** A new account signs in at once (the API sends the verification code through its outbox). */
export function SignUpForm({ onSignedUp, api = accountApi }: { onSignedUp: (user: UserInfo) => void; api?: Pick<AccountApi, 'signUp'> }) {
  const { t } = useMemberT();
  const { hydrated, message, outcome, attempt } = useFormOutcome();
  const { register, handleSubmit, formState } = useForm<Values, unknown, Values>({
    resolver: rules.resolver,
    defaultValues: { account: '', userName: '', password: '' },
  });
  const { errors, isSubmitting } = formState;
  const onValid = handleSubmit((values) =>
    attempt(async () => {
      const session = await api.signUp(values);
      startSession(session.user);
      onSignedUp(session.user);
    }),
  );
  return (
    <form method="post" className={styles.form} onSubmit={onValid} onFocus={rules.preload} noValidate aria-label={t('signUp.title')}>
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

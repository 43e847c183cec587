import type { UserInfo } from '@portal/shared/contracts';
import type { signInFormSchema } from '@portal/shared/forms';
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

type Values = z.input<typeof signInFormSchema>;

const rules = lazyZodResolver<Values>(() => import('@portal/shared/forms').then((m) => m.signInFormSchema));

/** E-mail or Hong Kong mobile and password; the API merges the visitor's bookmarks into the account. */
export function SignInForm({ onSignedIn, api = accountApi }: { onSignedIn: (user: UserInfo) => void; api?: Pick<AccountApi, 'signIn'> }) {
  const { t } = useMemberT();
  const { hydrated, message, outcome, attempt } = useFormOutcome();
  const { register, handleSubmit, formState } = useForm<Values, unknown, Values>({
    resolver: rules.resolver,
    defaultValues: { account: '', password: '' },
  });
  const { errors, isSubmitting } = formState;
  const onValid = handleSubmit((values) =>
    attempt(async () => {
      const session = await api.signIn(values);
      startSession(session.user);
      onSignedIn(session.user);
    }),
  );
  return (
    <form method="post" className={styles.form} onSubmit={onValid} onFocus={rules.preload} noValidate aria-label={t('signIn.title')}>
      <TextField label={t('fields.account')} hint={t('fields.accountHint')} required autoComplete="username" error={message(errors.account?.message)} {...register('account')} />
      <TextField label={t('fields.password')} type="password" required autoComplete="current-password" error={message(errors.password?.message)} {...register('password')} />
      <FormOutcome outcome={outcome} />
      <Button type="submit" loading={isSubmitting} disabled={!hydrated}>
        {t('signIn.submit')}
      </Button>
    </form>
  );
}

import type { verifyFormSchema } from '@portal/shared/forms';
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

type Values = z.input<typeof verifyFormSchema>;

const rules = lazyZodResolver<Values>(() => import('@portal/shared/forms').then((m) => m.verifyFormSchema));

/** The six-digit code sent to the member's e-mail or mobile, and a new one on request. */
export function VerifyForm({ onVerified, api = accountApi }: { onVerified: () => void; api?: Pick<AccountApi, 'verify' | 'sendVerifyCode'> }) {
  const { t } = useMemberT();
  // before hydration the browser itself would send the form, passwords in the address: it waits
  const hydrated = useHydrated();
  const message = useFormMessage();
  const failureText = useFailureText();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [sending, setSending] = useState(false);
  const { register, handleSubmit, formState } = useForm<Values, unknown, Values>({
    resolver: rules.resolver,
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = formState;
  const onValid = handleSubmit(async ({ code }) => {
    setOutcome(null);
    try {
      const answer = await api.verify(code.trim());
      setOutcome({ kind: 'ok', text: answer.message });
      onVerified();
    } catch (error) {
      setOutcome({ kind: 'failed', text: failureText(error) });
    }
  });
  const resend = async () => {
    setSending(true);
    try {
      const answer = await api.sendVerifyCode();
      setOutcome({ kind: 'ok', text: answer.message });
      if (answer.verified) onVerified();
    } catch (error) {
      setOutcome({ kind: 'failed', text: failureText(error) });
    } finally {
      setSending(false);
    }
  };
  return (
    <form method="post" className={styles.form} onSubmit={onValid} onFocus={rules.preload} noValidate aria-label={t('verify.title')}>
      <TextField
        label={t('fields.code')}
        hint={t('verify.hint')}
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={message(errors.code?.message)}
        {...register('code')}
      />
      <FormOutcome outcome={outcome} />
      <div className={styles.actions}>
        <Button type="submit" loading={isSubmitting} disabled={!hydrated}>
          {t('verify.submit')}
        </Button>
        <Button type="button" variant="secondary" loading={sending} onClick={() => void resend()}>
          {t('verify.resend')}
        </Button>
      </div>
    </form>
  );
}

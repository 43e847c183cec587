import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { isApiFailure } from '@portal/shared/api';
import { leaveMessageFormSchema } from '@portal/shared/forms';
import type { LeaveMessageForm } from '@portal/shared/contracts';
import { Button, Checkbox, TextField } from '@portal/shared/ui';
import { messagesApi, type MessagesApi } from '../api/messages-api';
import { CAPTCHA_FAILURE_KEYS, useCaptchaGate, type RenderCaptcha } from '@portal/shared/captcha';
import { useFormMessage } from '../../../lib/form-message';
import styles from './message-form.module.css';

export interface MessageFormProps {
  listingId: string;
  renderCaptcha: RenderCaptcha;
  /** link of the terms the user accepts (href('terms', {}, locale)) */
  termsHref: string;
  api?: Pick<MessagesApi, 'add'>;
  /** after the message was left (reload the list, toast the message) */
  onSent?: (message: string) => void;
}

// the terms box starts unticked; the schema only accepts true, so the empty form is cast
const EMPTY: LeaveMessageForm = { contactName: '', contactType: 'phone', contact: '', content: '', smsNotice: true, ownerOnly: false, acceptTerms: false as unknown as true };
const MAX_CONTENT = 500;

export function MessageForm({ listingId, renderCaptcha, termsHref, api = messagesApi, onSent }: MessageFormProps) {
  const { t } = useTranslation('listings');
  const message = useFormMessage();
  const captcha = useCaptchaGate();
  const ids = useId();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const { register, handleSubmit, reset, control, formState } = useForm<LeaveMessageForm>({
    resolver: zodResolver(leaveMessageFormSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = formState;
  const contactType = useWatch({ control, name: 'contactType' });
  const length = useWatch({ control, name: 'content' })?.length ?? 0;
  const contactError = message(errors.contact?.message);

  const onSubmit = handleSubmit(async (values) => {
    const answer = captcha.require();
    if (!answer) return;
    setOutcome(null);
    try {
      await api.add(listingId, values, answer);
      const text = t('messageBoard.sent');
      setOutcome({ ok: true, text });
      reset(EMPTY);
      captcha.reset('success');
      onSent?.(text);
    } catch (error) {
      if (isApiFailure(error) && CAPTCHA_FAILURE_KEYS.includes(error.messageKey ?? '')) return captcha.fail();
      captcha.reset();
      setOutcome({ ok: false, text: t('messageBoard.failed') });
    }
  }, () => captcha.require());

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('messageBoard.formTitle')}>
      <div className={styles.row}>
        <TextField label={t('messageBoard.contactName')} required autoComplete="name" error={message(errors.contactName?.message)} {...register('contactName')} />
        <fieldset className={styles.contact}>
          <legend className={styles.legend}>{t('messageBoard.contactMethod')}</legend>
          <div className={styles.radios}>
            <label><input type="radio" value="phone" {...register('contactType')} /> {t('messageBoard.byPhone')}</label>
            <label><input type="radio" value="email" {...register('contactType')} /> {t('messageBoard.byEmail')}</label>
          </div>
          <label className={styles.srOnly} htmlFor={`${ids}-contact`}>
            {contactType === 'email' ? t('messageBoard.email') : t('messageBoard.mobile')}
          </label>
          <input
            id={`${ids}-contact`}
            className={styles.input}
            type={contactType === 'email' ? 'email' : 'tel'}
            inputMode={contactType === 'email' ? 'email' : 'tel'}
            placeholder={contactType === 'email' ? t('messageBoard.emailPlaceholder') : t('messageBoard.mobilePlaceholder')}
            aria-invalid={contactError ? true : undefined}
            aria-describedby={contactError ? `${ids}-contact-error` : undefined}
            required
            {...register('contact')}
          />
          {contactError && (
            <p id={`${ids}-contact-error`} role="alert" className={styles.alert}>
              {contactError}
            </p>
          )}
        </fieldset>
      </div>
      <TextField
        multiline
        rows={4}
        maxLength={MAX_CONTENT}
        label={t('messageBoard.content')}
        hint={t('messageBoard.contentHint', { count: MAX_CONTENT - length })}
        required
        error={message(errors.content?.message)}
        {...register('content')}
      />
      <div className={styles.checks}>
        <Checkbox label={t('messageBoard.smsNotice')} {...register('smsNotice')} />
        <Checkbox label={t('messageBoard.ownerOnly')} {...register('ownerOnly')} />
        <Checkbox
          label={<>{t('messageBoard.acceptTerms')} <a href={termsHref} target="_blank" rel="noopener noreferrer">{t('messageBoard.terms')}</a></>}
          error={message(errors.acceptTerms?.message)}
          {...register('acceptTerms')}
        />
      </div>
      {renderCaptcha(captcha.slot)}
      {outcome && <p role={outcome.ok ? 'status' : 'alert'} className={outcome.ok ? styles.ok : styles.failed}>{outcome.text}</p>}
      <Button type="submit" loading={isSubmitting} className={styles.submit}>
        {t('messageBoard.submit')}
      </Button>
    </form>
  );
}

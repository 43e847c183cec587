import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { isApiFailure } from '@portal/shared/api';
import { reportFormSchema } from '@portal/shared/forms';
import type { ReportForm as ReportValues } from '@portal/shared/contracts';
import { Button, TextField } from '@portal/shared/ui';
import { submitReport, type SubmitReport } from '../api/submit-report';
import { CAPTCHA_FAILURE_KEYS, useCaptchaGate, type RenderCaptcha } from '@portal/shared/captcha';
import { useFormMessage } from '../../../lib/form-message';
import styles from './report-form.module.css';

export interface ReportFormProps {
  /** prefills the listing number (the detail page knows it) */
  listingNo?: string;
  renderCaptcha: RenderCaptcha;
  /** default: AddPropertyReport */
  submit?: SubmitReport;
  /** after a successful report (e.g. close the modal and toast the message) */
  onSubmitted?: (message: string) => void;
}

type Outcome = { kind: 'ok' | 'failed'; text: string } | null;

export function ReportForm({ listingNo = '', renderCaptcha, submit = submitReport, onSubmitted }: ReportFormProps) {
  const { t } = useTranslation('listings');
  const message = useFormMessage();
  const captcha = useCaptchaGate();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const empty: ReportValues = { contactName: '', phone: '', email: '', content: '', listingNo };
  const { register, handleSubmit, reset, formState } = useForm<ReportValues>({
    resolver: zodResolver(reportFormSchema),
    defaultValues: empty,
  });
  const { errors, isSubmitting } = formState;

  const onValid = handleSubmit(async (values) => {
    const answer = captcha.require();
    if (!answer) return;
    setOutcome(null);
    try {
      await submit(values, answer);
      const text = t('report.submitted');
      setOutcome({ kind: 'ok', text });
      reset(empty);
      captcha.reset('success');
      onSubmitted?.(text);
    } catch (error) {
      if (isApiFailure(error) && CAPTCHA_FAILURE_KEYS.includes(error.messageKey ?? '')) {
        captcha.fail();
        return;
      }
      captcha.reset();
      setOutcome({ kind: 'failed', text: t('report.failed') });
    }
  }, () => captcha.require());

  return (
    <form className={styles.form} onSubmit={onValid} noValidate aria-label={t('report.title')}>
      <p className={styles.intro}>{t('report.intro')}</p>
      <div className={styles.grid}>
        <TextField label={t('report.contactName')} required autoComplete="name" error={message(errors.contactName?.message)} {...register('contactName')} />
        <TextField label={t('report.phone')} required type="tel" inputMode="tel" autoComplete="tel" error={message(errors.phone?.message)} {...register('phone')} />
        <TextField label={t('report.email')} required type="email" autoComplete="email" error={message(errors.email?.message)} {...register('email')} />
        <TextField label={t('report.listingNo')} required error={message(errors.listingNo?.message)} {...register('listingNo')} />
      </div>
      <TextField
        multiline
        rows={5}
        label={t('report.content')}
        hint={t('report.contentHint')}
        required
        error={message(errors.content?.message)}
        {...register('content')}
      />
      {renderCaptcha(captcha.slot)}
      {outcome && (
        <p role={outcome.kind === 'ok' ? 'status' : 'alert'} className={outcome.kind === 'ok' ? styles.ok : styles.failed}>
          {outcome.text}
        </p>
      )}
      <Button type="submit" loading={isSubmitting} className={styles.submit}>
        {t('report.submit')}
      </Button>
    </form>
  );
}

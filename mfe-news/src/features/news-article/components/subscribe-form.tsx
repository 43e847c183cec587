import { call, isApiFailure } from '@portal/shared/api';
import { FORM_MESSAGES, addUserEmailSubscribe, formatApiMessage } from '@portal/shared/endpoints';
import type { Locale } from '@portal/shared/routing';
import { useId, useState, type FormEvent } from 'react';
import { useNewsT } from '../../../i18n/use-news-t';
import styles from './article.module.css';

type Status = { kind: 'idle' | 'sending' } | { kind: 'error' | 'done'; text: string };

/**
 * the address rule of spec 5 (zod, in @portal/shared/forms): loaded when the form is first used,
 * not with the article, whose first load it would add tens of milliseconds of evaluation to
 */
const loadRules = () => import('@portal/shared/forms');

/** The news e-mail subscription (AddUserEmailSubscribe): the address checked by the rule of spec 5 first. */
export function SubscribeForm({ locale }: { locale: Locale }) {
  const { t } = useNewsT();
  const id = useId();
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setStatus({ kind: 'sending' });
    const rules = await loadRules().catch(() => null);
    if (!rules) {
      setStatus({ kind: 'error', text: t('subscribe.failed') });
      return;
    }
    const parsed = rules.emailSubscribeFormSchema.safeParse({ email });
    if (!parsed.success) {
      setStatus({ kind: 'error', text: formatApiMessage(FORM_MESSAGES, parsed.error.issues[0]?.message ?? 'errors.email', locale) });
      return;
    }
    try {
      const r = await call(addUserEmailSubscribe, { body: parsed.data, language: locale });
      setStatus({ kind: 'done', text: r.created ? t('subscribe.success') : t('subscribe.already') });
    } catch (err) {
      setStatus({ kind: 'error', text: isApiFailure(err) && err.message ? err.message : t('subscribe.failed') });
    }
  };
  const errorId = `${id}-error`;
  return (
    <form className={styles.subscribe} onSubmit={(e) => void submit(e)} onFocus={() => void loadRules().catch(() => undefined)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('subscribe.title')}</h2>
      <p>{t('subscribe.text')}</p>
      {status.kind === 'done' ? (
        <p role="status">{status.text}</p>
      ) : (
        <>
          <label htmlFor={id}>{t('subscribe.label')}</label>
          <input
            id={id} type="email" name="email" autoComplete="email" value={email} maxLength={254}
            aria-invalid={status.kind === 'error'} aria-describedby={status.kind === 'error' ? errorId : undefined}
            onChange={(e) => setEmail(e.target.value)}
          />
          <button type="submit" disabled={status.kind === 'sending'}>{t('subscribe.submit')}</button>
          {status.kind === 'error' ? <p id={errorId} role="alert">{status.text}</p> : null}
        </>
      )}
    </form>
  );
}

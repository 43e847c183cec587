import { useEffect, useRef, useState } from 'react';
import { Button, Checkbox } from '@portal/shared/ui';
import { useHousegptT } from '../../../i18n/use-housegpt-t';
import styles from './chat.module.css';

export interface DisclaimerProps {
  starting: boolean;
  error: string | null;
  onAccept: (remember: boolean) => void;
}

/** The disclaimer, before any question (spec 4.4), with "remember my choice". */
export function Disclaimer({ starting, error, onAccept }: DisclaimerProps) {
  const { t } = useHousegptT();
  const [remember, setRemember] = useState(false);
  const alert = useRef<HTMLParagraphElement>(null);
  useEffect(() => { if (error) alert.current?.focus(); }, [error]);
  return (
    <section className={styles.disclaimer} aria-labelledby="housegpt-disclaimer" data-testid="housegpt-disclaimer">
      <h2 id="housegpt-disclaimer">{t('disclaimer.heading')}</h2>
      <p>{t('disclaimer.body')}</p>
      <Checkbox label={t('disclaimer.remember')} checked={remember} onChange={(e) => setRemember(e.target.checked)} />
      {error && <p ref={alert} tabIndex={-1} role="alert" className={styles.error}>{t('disclaimer.failed', { message: error })}</p>}
      <div>
        <Button loading={starting} onClick={() => onAccept(remember)}>{t('disclaimer.accept')}</Button>
      </div>
    </section>
  );
}

import { useState } from 'react';
import { call } from '@portal/shared/api';
import { addOrUpdatePropertyChatGptEvaluate } from '@portal/shared/endpoints';
import { useHousegptT } from '../../../i18n/use-housegpt-t';
import styles from './chat.module.css';

const STARS = [1, 2, 3, 4, 5] as const;

/** Rates a stored answer from 1 to 5 (AddOrUpdatePropertyChatGptEvaluate); a new choice replaces the rating. */
export function AnswerRating({ messageId }: { messageId: number }) {
  const { t } = useHousegptT();
  const [rating, setRating] = useState<number | null>(null);
  const [status, setStatus] = useState('');
  const rate = async (value: number) => {
    try {
      const saved = await call(addOrUpdatePropertyChatGptEvaluate, { body: { messageId, rating: value }, loadingBar: false });
      setRating(saved.rating);
      setStatus(t('rating.saved'));
    } catch (e) {
      setStatus(t('rating.failed', { message: e instanceof Error ? e.message : String(e) }));
    }
  };
  return (
    <div className={styles.rating} role="group" aria-label={t('rating.label')}>
      <span className={styles.note}>{t('rating.label')}</span>
      {STARS.map((value) => (
        <button
          key={value}
          type="button"
          className={styles.star}
          aria-pressed={rating === value}
          aria-label={t('rating.value', { count: value })}
          onClick={() => void rate(value)}
        >
          {rating !== null && value <= rating ? '★' : '☆'}
        </button>
      ))}
      <span className={styles.note} role="status">{status}</span>
    </div>
  );
}

import type { Language } from '@portal/shared/contracts';
import { useHousegptT } from '../../../i18n/use-housegpt-t';
import type { Turn } from '../model/turns';
import { AnswerView } from './answer-view';
import styles from './chat.module.css';

/** The conversation: each question and its answer; a live log, so a screen reader reads each answer once it is complete. */
export function ChatLog({ turns, locale }: { turns: Turn[]; locale: Language }) {
  const { t } = useHousegptT();
  return (
    <div role="log" aria-live="polite" aria-label={t('chat.logLabel')} data-testid="housegpt-log">
      <ol className={styles.log}>
        {turns.map((turn) => (
          <li key={turn.id} className={styles.turn}>
            <div className={styles.question}>
              <span className={styles.who}>{t('chat.you')}</span>
              <p>{turn.question}</p>
            </div>
            <div className={styles.reply}>
              <span className={styles.who}>{t('chat.assistant')}</span>
              <AnswerView turn={turn} locale={locale} />
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}

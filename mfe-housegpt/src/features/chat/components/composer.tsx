import { useId, useState, type KeyboardEvent, type Ref } from 'react';
import { Button } from '@portal/shared/ui';
import { useHousegptT } from '../../../i18n/use-housegpt-t';
import styles from './chat.module.css';

/** the longest question the API reads (CHAT_QUESTION_MAX of the contracts, which browser code takes as types only; a test keeps them equal) */
export const QUESTION_MAX = 300;

export interface ComposerProps {
  busy: boolean;
  onAsk: (question: string) => void;
  onStop: () => void;
  inputRef: Ref<HTMLTextAreaElement>;
}

/** The question box: Enter sends, Shift+Enter starts a new line; Stop while an answer streams. */
export function Composer({ busy, onAsk, onStop, inputRef }: ComposerProps) {
  const { t } = useHousegptT();
  const [text, setText] = useState('');
  const keysId = useId();
  const send = () => {
    const question = text.trim();
    if (!question || busy) return;
    onAsk(question);
    setText('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    send();
  };
  return (
    <form className={styles.composer} onSubmit={(e) => { e.preventDefault(); send(); }}>
      <label htmlFor={`${keysId}-q`} className={styles.label}>{t('chat.inputLabel')}</label>
      <textarea
        id={`${keysId}-q`}
        ref={inputRef}
        className={styles.input}
        rows={2}
        maxLength={QUESTION_MAX}
        value={text}
        placeholder={t('chat.placeholder')}
        aria-describedby={keysId}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
      />
      <p id={keysId} className={styles.keys}>{t('chat.keys')}</p>
      <div className={styles.actions}>
        {busy ? <Button variant="secondary" onClick={onStop}>{t('chat.stop')}</Button> : <Button type="submit">{t('chat.send')}</Button>}
      </div>
    </form>
  );
}

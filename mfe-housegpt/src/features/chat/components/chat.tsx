import { useEffect, useRef, useState } from 'react';
import type { Language } from '@portal/shared/contracts';
import { Button } from '@portal/shared/ui';
import { useHousegptT } from '../../../i18n/use-housegpt-t';
import { useConversation } from '../hooks/use-conversation';
import { useSession } from '../hooks/use-session';
import { ChatLog } from './chat-log';
import { Composer } from './composer';
import { Disclaimer } from './disclaimer';
import styles from './chat.module.css';

/** HouseGPT's chat (spec 4.4): the disclaimer first, then questions and their streamed answers up to the limit. */
export function Chat({ locale, onAnswered }: { locale: Language; onAnswered?: () => void }) {
  const { t } = useHousegptT();
  const session = useSession();
  const conversation = useConversation({ session: session.session, locale, counted: session.counted, onAnswered });
  const input = useRef<HTMLTextAreaElement>(null);
  const restartButton = useRef<HTMLButtonElement>(null);
  const [announce, setAnnounce] = useState('');
  const { phase } = session;
  const { busy, ended } = conversation;

  // focus goes to the question box when the chat opens and when an answer ends (the Stop button it was on is gone),
  // to "new conversation" when the limit is reached
  useEffect(() => {
    if (phase !== 'chat' || busy) return;
    const active = document.activeElement;
    if (ended) restartButton.current?.focus();
    else if (!active || active === document.body || active === input.current) input.current?.focus();
  }, [phase, busy, ended]);

  if (phase !== 'chat' || !session.session) {
    return <Disclaimer starting={phase === 'starting'} error={session.error} onAccept={(remember) => void session.accept(remember)} />;
  }
  const { questionsUsed, questionLimit } = session.session;
  const restart = async () => {
    if (!(await session.restart())) return;
    conversation.clear();
    // (the question box comes back in place of the button, and the effect above focuses it)
    setAnnounce(t('chat.newStarted'));
  };
  return (
    <section className={styles.chat} data-testid="housegpt-chat">
      {conversation.turns.length === 0 && <p className={styles.empty}>{t('chat.empty')}</p>}
      <ChatLog turns={conversation.turns} locale={locale} />
      <div className={styles.countRow}>
        <p className={styles.count} data-testid="housegpt-count">{t('chat.count', { used: questionsUsed, limit: questionLimit })}</p>
        <p className={styles.note} role="status">{announce}</p>
      </div>
      {ended ? (
        <div className={styles.limit} data-testid="housegpt-limit">
          {questionsUsed >= questionLimit && <p>{t('chat.limitReached', { limit: questionLimit })}</p>}
          {session.error && <p className={styles.error} role="alert">{t('disclaimer.failed', { message: session.error })}</p>}
          <Button ref={restartButton} onClick={() => void restart()}>{t('chat.newConversation')}</Button>
        </div>
      ) : (
        <Composer busy={busy} onAsk={(q) => void conversation.ask(q)} onStop={conversation.stop} inputRef={input} />
      )}
    </section>
  );
}

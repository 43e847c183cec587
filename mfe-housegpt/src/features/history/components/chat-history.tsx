import { useCallback, useEffect, useState } from 'react';
import { call, hasTokenCookie } from '@portal/shared/api';
import { deletePropertyByChatGpt, searchChatGptHistory } from '@portal/shared/endpoints';
import { formatDate } from '@portal/shared/format';
import type { Language } from '@portal/shared/contracts';
import { Button, ErrorState, useHydrated } from '@portal/shared/ui';
import { useHousegptT } from '../../../i18n/use-housegpt-t';
import { conversationsOf, type HistoryItem } from '../model/conversations';
import styles from './chat-history.module.css';

const PAGE = { pageIndex: 1, pageCount: 50 };

/**
 * A member's past questions (SearchChatGptHistory), by conversation, each deletable on request
 * (DeletePropertyByChatGpt). Members only: read in the browser, after the page is up; `version`
 * changes when a new answer was stored.
 */
export function ChatHistory({ locale, version }: { locale: Language; version: number }) {
  const { t } = useHousegptT();
  const member = useHydrated() && hasTokenCookie();
  const [items, setItems] = useState<HistoryItem[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');

  const load = useCallback(() => call(searchChatGptHistory, { body: PAGE, loadingBar: false }).then(
    (page) => { setItems(page.items); setError(null); },
    (e: unknown) => setError(e instanceof Error ? e.message : String(e)),
  ), []);
  useEffect(() => { if (member) void load(); }, [member, version, locale, load]);

  if (!member) return null;
  const remove = async (sessionId: string) => {
    try {
      await call(deletePropertyByChatGpt, { body: { sessionId } });
      setItems((all) => (all ?? []).filter((i) => i.sessionId !== sessionId));
      setStatus(t('history.deleted'));
    } catch (e) {
      setStatus(t('history.deleteFailed', { message: e instanceof Error ? e.message : String(e) }));
    }
  };
  return (
    <section className={styles.history} aria-labelledby="housegpt-history" data-testid="housegpt-history">
      <h2 id="housegpt-history">{t('history.heading')}</h2>
      {error && <ErrorState title={t('history.failed')} message={error} onRetry={() => void load()} headingLevel={3} />}
      {items?.length === 0 && <p className={styles.muted}>{t('history.empty')}</p>}
      <ul className={styles.list}>
        {conversationsOf(items ?? []).map((c) => (
          <li key={c.sessionId} className={styles.conversation} data-testid="housegpt-history-conversation">
            <ul className={styles.questions}>
              {c.items.map((i) => (
                <li key={i.messageId}>
                  <span className={styles.question}>{i.question}</span>
                  <span className={styles.muted}>
                    {formatDate(i.createdAt, locale)}{i.total !== null && ` · ${t('history.listings', { count: i.total })}`}
                  </span>
                </li>
              ))}
            </ul>
            <Button variant="ghost" size="sm" onClick={() => void remove(c.sessionId)}>{t('history.delete')}</Button>
          </li>
        ))}
      </ul>
      <p className={styles.status} role="status">{status}</p>
    </section>
  );
}

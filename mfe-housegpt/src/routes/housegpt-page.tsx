import { useCallback, useState } from 'react';
import type { RemotePageProps } from '@portal/shared/mf';
import { usePageMeta } from '@portal/shared/seo';
import { Chat } from '../features/chat';
import { ChatHistory } from '../features/history';
import { useHousegptT } from '../i18n/use-housegpt-t';
import styles from './housegpt-page.module.css';

/** housegpt: /housegpt (spec 4.4). The server renders the heading and the disclaimer; the conversation runs in the browser. */
export default function HousegptPage({ locale }: RemotePageProps) {
  const { t } = useHousegptT();
  // the page's title and description on the server and after each navigation (docs/seo.md);
  // GetSeo's entry for this very path wins over them
  usePageMeta({ title: t('page.title'), description: t('page.intro') });
  const [answered, setAnswered] = useState(0);
  const onAnswered = useCallback(() => setAnswered((n) => n + 1), []);
  return (
    <div className={styles.page} data-testid="housegpt-page">
      <header className={styles.header}>
        <h1>{t('page.title')}</h1>
        <p>{t('page.intro')}</p>
      </header>
      <Chat locale={locale} onAnswered={onAnswered} />
      <ChatHistory locale={locale} version={answered} />
    </div>
  );
}

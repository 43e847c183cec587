import type { ChatSource, Language } from '@portal/shared/contracts';
import { useHousegptT } from '../../../i18n/use-housegpt-t';
import { linkHref } from '../model/link-href';
import styles from './chat.module.css';

/** Where each number of the answer came from: the query, how many rows it covered, a link to them. */
export function SourcesList({ sources, locale }: { sources: ChatSource[]; locale: Language }) {
  const { t } = useHousegptT();
  if (!sources.length) return null;
  return (
    <details className={styles.sources} data-testid="housegpt-sources">
      <summary>{t('answer.sources')}</summary>
      <ul>
        {sources.map((source) => {
          const to = linkHref(source.link, locale);
          return (
            <li key={source.id} id={`source-${source.id}`}>
              {source.description} ({t('answer.records', { count: source.count })})
              {to && <> · <a href={to}>{t('answer.seeThem')}</a></>}
            </li>
          );
        })}
      </ul>
    </details>
  );
}

/** "From: …" under a figure, naming its source */
export function SourceNote({ sources, id }: { sources: ChatSource[]; id: string }) {
  const { t } = useHousegptT();
  const source = sources.find((s) => s.id === id);
  return source ? <p className={styles.from}>{t('answer.from', { source: source.description })}</p> : null;
}

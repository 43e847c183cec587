import { formatMoney, formatRent } from '@portal/shared/format';
import type { Language } from '@portal/shared/contracts';
import { Spinner } from '@portal/shared/ui';
import { useHousegptT } from '../../../i18n/use-housegpt-t';
import type { Turn } from '../model/turns';
import { AnswerRating } from './answer-rating';
import { EvaluationView } from './evaluation-view';
import { ListingCards } from './listing-cards';
import { SourceNote, SourcesList } from './sources-list';
import styles from './chat.module.css';

/** One answer as it streams: the text, the count and price range, the cards or the evaluation, the sources. */
export function AnswerView({ turn, locale }: { turn: Turn; locale: Language }) {
  const { t } = useHousegptT();
  const { results } = turn;
  const rent = results?.cards[0]?.rentalType === 2;
  const money = (v: number) => (rent ? formatRent(v, locale) : formatMoney(v, locale));
  return (
    <div className={styles.answer} data-testid="housegpt-answer" data-kind={turn.kind ?? ''} data-status={turn.status} aria-busy={turn.status === 'streaming'}>
      {turn.status === 'streaming' && !turn.text && <p className={styles.thinking}><Spinner size="sm" decorative /> {t('chat.thinking')}</p>}
      {turn.text && <p className={styles.text}>{turn.text}</p>}
      {results && (
        <div className={styles.summary}>
          <p data-testid="housegpt-total">
            <strong>{t('answer.total', { count: results.total })}</strong>
            {results.priceRange && <> · {t('answer.priceRange', { min: money(results.priceRange.min), max: money(results.priceRange.max) })}</>}
          </p>
          <SourceNote sources={turn.sources} id={results.sourceId} />
          <ListingCards cards={results.cards} locale={locale} />
        </div>
      )}
      {turn.evaluation && <EvaluationView evaluation={turn.evaluation} sources={turn.sources} locale={locale} />}
      <SourcesList sources={turn.sources} locale={locale} />
      {turn.status === 'done' && turn.messageId !== null && <AnswerRating messageId={turn.messageId} />}
      {turn.status === 'stopped' && <p className={styles.note}>{t('chat.stopped')}</p>}
      {turn.status === 'failed' && <p className={styles.error} role="alert">{t('chat.failed', { message: turn.error ?? '' })}</p>}
    </div>
  );
}

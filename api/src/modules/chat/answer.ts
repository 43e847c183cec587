/**
 * Answers a question as a sequence of events, produced as the work goes (the stream sends each
 * at once; the JSON call waits for 'done'): what was understood, the listings or the evaluation,
 * the text in pieces, the sources, then the whole answer. An aborted signal ends the work.
 */
import type { ChatAnswer, ChatSource, Language, PropertyFilter } from './contracts';
import type { RequestContext } from '../../http/context';
import { parserFor } from './dictionaries';
import { parseQuestion } from './parser/index';
import type { ParseResult } from './parser/types';
import { listingResults, type Results } from './results';
import { evaluateTarget, findTarget } from './evaluate';
import { droppedWords } from './relax';
import { nearestResults } from './nearest';
import { listWords, localize } from './text';
import { formatMoney, formatRent } from '@portal/shared/format';
import { questionLimit, rememberFilter, type Turn } from './sessions';
import { rephrase } from './rephrase';

export type ChatEvent =
  | { event: 'understood'; data: { kind: ChatAnswer['kind']; filter: PropertyFilter | null } }
  | { event: 'results'; data: NonNullable<ChatAnswer['results']> }
  | { event: 'evaluation'; data: NonNullable<ChatAnswer['evaluation']> }
  | { event: 'text'; data: { delta: string } }
  | { event: 'sources'; data: ChatSource[] }
  | { event: 'done'; data: ChatAnswer };

/** sentence-sized pieces, so a client shows the text as it comes */
export function pieces(text: string): string[] {
  return text.match(/[^。！？.!?:：]+[。！？.!?:：]?\s*/g) ?? [text];
}

export function clarifyText(language: Language, r: Extract<ParseResult, { kind: 'clarify' }>): string {
  return localize(language, r.reason, { names: (r.candidates ?? []).join('、') });
}

function resultsText(language: Language, r: Results, rentalType: number | undefined): string {
  const money = (v: number) => (rentalType === 2 ? formatRent(v, language) : formatMoney(v, language));
  const range = r.priceRange ? localize(language, 'range', { min: money(r.priceRange.min), max: money(r.priceRange.max) }) : '';
  const kind = localize(language, rentalType === 2 ? 'rent' : rentalType === 1 ? 'sale' : 'any');
  return localize(language, 'results', { total: r.total, kind, range, shown: r.cards.length });
}

export async function* answerQuestion(ctx: RequestContext, turn: Turn, question: string, signal: AbortSignal): AsyncGenerator<ChatEvent> {
  const lang = ctx.language;
  const parsed = parseQuestion(await parserFor(ctx.db), question, turn.previous);
  const base = { messageId: null, sessionId: turn.sessionId, questionsUsed: turn.questionsUsed, questionLimit: questionLimit() };
  let answer: ChatAnswer;
  if (parsed.kind === 'clarify') {
    yield { event: 'understood', data: { kind: 'clarify', filter: null } };
    answer = { ...base, kind: 'clarify', text: clarifyText(lang, parsed), filter: null, results: null, evaluation: null, sources: [] };
  } else if (parsed.kind === 'evaluate') {
    yield { event: 'understood', data: { kind: 'evaluation', filter: parsed.filter } };
    const target = await findTarget(ctx.db, lang, parsed.propertyId ? { propertyId: parsed.propertyId } : { estateId: parsed.estateId });
    const e = await evaluateTarget(ctx.db, lang, target, 'deals');
    if (signal.aborted) return;
    yield { event: 'evaluation', data: e.evaluation };
    answer = { ...base, kind: 'evaluation', text: e.text, filter: parsed.filter, results: null, evaluation: e.evaluation, sources: [e.source] };
  } else {
    yield { event: 'understood', data: { kind: 'results', filter: parsed.filter } };
    let r = await listingResults(ctx.db, lang, parsed.filter, 'listings');
    let text = resultsText(lang, r, parsed.filter.rentalType);
    let kind: ChatAnswer['kind'] = 'results';
    if (r.total === 0) {
      kind = 'noResults';
      const near = await nearestResults(ctx.db, lang, parsed.filter, signal);
      if (signal.aborted) return;
      const fields = near ? listWords(lang, droppedWords(near.dropped, lang === 'en-us')) : '';
      text = `${localize(lang, 'noResults')}${lang === 'en-us' ? ' ' : ''}${near ? localize(lang, 'relaxed', { fields, total: near.r.total }) : localize(lang, 'nothingNear')}`;
      if (near) r = near.r;
    }
    if (signal.aborted) return;
    const results = { total: r.total, cards: r.cards, priceRange: r.priceRange, sourceId: r.sourceId };
    yield { event: 'results', data: results };
    await rememberFilter(ctx, turn.sessionId, parsed.filter);
    answer = { ...base, kind, text, filter: parsed.filter, results, evaluation: null, sources: [r.source] };
  }
  answer = { ...answer, text: await rephrase(answer.text, lang, signal) };
  if (signal.aborted) return;
  for (const delta of pieces(answer.text)) {
    if (signal.aborted) return;
    yield { event: 'text', data: { delta } };
  }
  yield { event: 'sources', data: answer.sources };
  const { messageId: _m, ...stored } = answer;
  const row = await ctx.db.one<{ id: string }>(
    'INSERT INTO chat_messages (session_id, user_id, question, answer) VALUES ($1, $2, $3, $4) RETURNING id',
    [turn.sessionId, turn.owner.userId, question, JSON.stringify(stored)]);
  yield { event: 'done', data: { ...answer, messageId: Number(row?.id) } };
}

/** the whole answer, for the JSON call */
export async function collectAnswer(events: AsyncGenerator<ChatEvent>): Promise<ChatAnswer> {
  for await (const e of events) if (e.event === 'done') return e.data;
  throw new Error('the answer ended before it was complete');
}

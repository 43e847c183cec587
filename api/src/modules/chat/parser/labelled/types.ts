/** A labelled question: what the parser must give for it (a filter, an evaluation or a question back). */
import type { ChatFilter, ClarifyReason } from '../types';

export interface Labelled {
  q: string;
  /** the filter of the previous turn, for follow-ups */
  prev?: ChatFilter;
  f?: ChatFilter;
  clarify?: ClarifyReason;
  /** the estate id (or listing id) an evaluation question names */
  evaluate?: number | string;
}

export const SALE = 1;
export const RENT = 2;

/**
 * API answers of a server-rendered page (docs/ssr.md). While the shell's server renders a page, every
 * `useApi` reads its answer from the request's ServerData (the first render of a call suspends
 * until it answers); the answers that came back are written into the page, and the browser's
 * first render (the hydration) reads the same answers back, so it renders what the server sent
 * instead of skeletons and calls nothing again. A "not found" (HTTP 404) is an answer too: the
 * page renders its not-found state on both sides. Any other failed call is not sent: the server
 * renders the loading state and the browser calls again after hydration.
 */
import { createContext, useContext, useState } from 'react';
import type { EndpointRef } from '../contracts/core';
import type { Language } from '../contracts/language';
import { ApiFailure, isApiFailure, type ApiFailureInit } from './api-failure';

/** what a not-found failure keeps when it travels in the page */
export type SentFailure = Pick<ApiFailureInit, 'message' | 'code' | 'status' | 'messageKey' | 'endpoint'>;

/** a call's answer: its data, its not-found failure, or undefined for any other failure */
export type ServerAnswer = { data: unknown } | { failure: SentFailure } | undefined;

export type ServerAnswers = Record<string, Exclude<ServerAnswer, undefined>>;

function sentFailure(error: unknown): ServerAnswer {
  if (!isApiFailure(error) || error.status !== 404) return undefined;
  return { failure: { message: error.message, code: error.code, status: error.status, messageKey: error.messageKey, endpoint: error.endpoint } };
}

/** the ApiFailure of a failure that came with the page */
export function failureOf(answer: ServerAnswer): ApiFailure | undefined {
  return answer && 'failure' in answer ? new ApiFailure(answer.failure) : undefined;
}

/**
 * A promise that React's use() can read synchronously once it has settled (React reads `status`
 * and `value`, the convention for thenables it did not create). It never rejects: a not-found
 * failure resolves to itself, any other to undefined.
 */
type Tracked = Promise<ServerAnswer> & { status?: 'pending' | 'fulfilled'; value?: ServerAnswer; read?: boolean };

/** What identifies one call: the endpoint and its query, body and language (as useApi gets them). */
export function requestKey(endpoint: EndpointRef, options: { query?: unknown; body?: unknown; language?: unknown }): string {
  return `${endpoint.name} ${JSON.stringify([options.query ?? null, options.body ?? null, options.language ?? null])}`;
}

/** The answers of one server render; made per request, never shared between requests. */
export class ServerData {
  private readonly entries = new Map<string, Tracked>();

  constructor(
    /** the page's language: every call of the render is made in it */
    readonly language: Language,
    /** the time the page is rendered at: relative times ("updated 12 minutes ago") are counted from it */
    readonly renderedAt: number = Date.now(),
  ) {}

  /**
   * The answer of `key` as a promise for React's use(): the call (started by `run` the first
   * time) in flight, or its settled answer. Every read of a render goes through use(), so a
   * component with several calls keeps its use() calls in the same order on every pass.
   */
  read(key: string, run: () => Promise<unknown>): Promise<ServerAnswer> {
    const entry = this.start(key, run);
    entry.read = true;
    return entry;
  }

  /**
   * Starts the call of `key` now, for a component further down that renders only once another
   * call has answered: it then finds its answer in flight (one round of calls instead of two). An
   * answer no component reads is not sent with the page.
   */
  prefetch(key: string, run: () => Promise<unknown>): void {
    this.start(key, run);
  }

  private start(key: string, run: () => Promise<unknown>): Tracked {
    let entry = this.entries.get(key);
    if (!entry) {
      const tracked: Tracked = run().then((data) => ({ data }), (error: unknown) => {
        this.failed(error);
        return sentFailure(error);
      });
      tracked.status = 'pending';
      void tracked.then((value) => {
        tracked.status = 'fulfilled';
        tracked.value = value;
      });
      entry = tracked;
      this.entries.set(key, entry);
    }
    return entry;
  }

  /** each failed call, a not-found one too, whoever started it (the shell's renderer notes the others: the page is not cached) */
  protected failed(_error: unknown): void {}

  /** the answers that came back, for the page */
  answers(): ServerAnswers {
    const out: ServerAnswers = {};
    for (const [key, entry] of this.entries) if (entry.read && entry.status === 'fulfilled' && entry.value) out[key] = entry.value;
    return out;
  }
}

/** Provided by the server renderer only. */
export const ServerDataContext = createContext<ServerData | null>(null);

let hydration: Map<string, Exclude<ServerAnswer, undefined>> | undefined;
let hydrationNow: number | undefined;

/** The browser, before hydrating: the answers the server rendered the page with, and when it rendered it. */
export function setHydrationAnswers(answers: ServerAnswers | undefined, renderedAt?: number): void {
  hydration = answers ? new Map(Object.entries(answers)) : undefined;
  hydrationNow = answers && Number.isFinite(renderedAt) ? renderedAt : undefined;
}

/** After the first navigation the server's answers are no longer the page's: calls go out again. */
export function clearHydrationAnswers(): void {
  hydration = undefined;
  hydrationNow = undefined;
}

/**
 * "Now" for relative times, fixed when the component mounts: the render time on the server, the
 * same time while the page hydrates (the page may have been kept by the page cache or a CDN for a
 * few seconds, and "12 minutes ago" must not hydrate as "13"), the clock afterwards.
 */
export function usePageNow(): number {
  const server = useContext(ServerDataContext);
  const [now] = useState(() => server?.renderedAt ?? hydrationNow ?? Date.now());
  return now;
}

/**
 * Whether the page on screen is still the one the server rendered: true on the server and from
 * hydration until the first navigation, false on a page the browser rendered itself. A part of
 * the served page that waits to be seen (whenSeen of @portal/shared/ui) keeps the server's HTML
 * meanwhile; mounted on any later page, the same part has no server HTML to keep, and loads at
 * once.
 */
export function servedPage(): boolean {
  return typeof window === 'undefined' || hydration !== undefined;
}

/** The server's answer of `key` while the first page hydrates. */
export function hydrationAnswer(key: string): ServerAnswer {
  return hydration?.get(key);
}

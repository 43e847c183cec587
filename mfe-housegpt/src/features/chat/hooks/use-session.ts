/**
 * The conversation's session (spec 4.4): the disclaimer is agreed first, optionally remembered
 * for this visitor or member (on the server, and a flag here so a page view that has nothing
 * remembered asks nothing); then GetNewSessionForChatGpt starts a conversation with its count and
 * limit, and starts a new one when the limit is reached.
 */
import { useCallback, useEffect, useState } from 'react';
import { call, ensureVisitorId, hasTokenCookie, isApiFailure, readVisitorId } from '@portal/shared/api';
import { getNewSessionForChatGpt } from '@portal/shared/endpoints';
import { readJson, removeKey, writeJson } from '@portal/shared/storage';
import { useHydrated } from '@portal/shared/ui';

export const REMEMBERED_KEY = 'hh:housegpt:disclaimer';

export interface ChatSession {
  sessionId: string;
  questionsUsed: number;
  questionLimit: number;
}

export type SessionPhase = 'disclaimer' | 'starting' | 'chat';

async function start(disclaimerAccepted: boolean, remember: boolean): Promise<ChatSession> {
  // a visitor who is not signed in is known by the visitor id, made when they first agree
  if (!hasTokenCookie()) await ensureVisitorId();
  const { sessionId, questionsUsed, questionLimit } = await call(getNewSessionForChatGpt, { body: { disclaimerAccepted, remember } });
  return { sessionId, questionsUsed, questionLimit };
}

/** this browser remembered the agreement (read once the page runs in the browser) */
function useRememberedHere(): boolean {
  const hydrated = useHydrated();
  return hydrated && readJson<boolean>(REMEMBERED_KEY, false) === true && Boolean(hasTokenCookie() || readVisitorId());
}

export function useSession() {
  const rememberedHere = useRememberedHere();
  const [checked, setChecked] = useState(false);
  const [accepting, setAccepting] = useState(false);
  const [session, setSession] = useState<ChatSession | null>(null);
  const [error, setError] = useState<string | null>(null);

  // a remembered agreement: the conversation starts without asking (after hydration, so the
  // server's page and the first browser render are the same)
  const hasSession = session !== null;
  useEffect(() => {
    // (agreeing with "remember" here also makes the flag: the session it started stands)
    if (!rememberedHere || hasSession) return;
    let live = true;
    start(false, false).then(
      (s) => { if (live) setSession(s); },
      (e: unknown) => {
        // the server no longer knows the agreement (another browser profile, a cleared account)
        if (isApiFailure(e) && e.messageKey === 'disclaimerRequired') removeKey(REMEMBERED_KEY);
      },
    ).finally(() => { if (live) setChecked(true); });
    return () => { live = false; };
  }, [rememberedHere, hasSession]);

  const accept = useCallback(async (remember: boolean) => {
    setAccepting(true);
    setError(null);
    try {
      setSession(await start(true, remember));
      if (remember) writeJson(REMEMBERED_KEY, true);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setAccepting(false);
    }
  }, []);

  const restart = useCallback(async () => {
    setError(null);
    try {
      setSession(await start(true, false));
      return true;
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      return false;
    }
  }, []);

  /** the count as the API gave it last (a question counted, or refused at the limit) */
  const counted = useCallback((questionsUsed: number, questionLimit?: number) => {
    setSession((s) => (s ? { ...s, questionsUsed, questionLimit: questionLimit ?? s.questionLimit } : s));
  }, []);

  const phase: SessionPhase = session ? 'chat' : accepting || (rememberedHere && !checked) ? 'starting' : 'disclaimer';
  return { phase, session, error, accept, restart, counted };
}

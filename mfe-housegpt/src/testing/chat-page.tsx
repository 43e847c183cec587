/** The HouseGPT page as a test sees it: the fake API's session and visitor answers, and the page in a router. */
import { getNewSessionForChatGpt, getVisitorId } from '@portal/shared/endpoints';
import type { FakeApi } from '@portal/shared/testing';
import type { ReactNode } from 'react';
import type { Locale } from '@portal/shared/routing';
import { SESSION_ID } from './answers';

export const LIMIT = 4;

/** a new conversation for every GetNewSessionForChatGpt (ids session-0001-abcdef, then -2, -3...) */
export function answerSessions(api: FakeApi): void {
  let n = 0;
  api.answer(getVisitorId, { visitorId: 'visitor-test-1' });
  api.answer(getNewSessionForChatGpt, (request) => {
    n += 1;
    const remember = (request.body as { remember?: boolean }).remember === true;
    return { sessionId: n === 1 ? SESSION_ID : `${SESSION_ID}-${n}`, questionsUsed: 0, questionLimit: LIMIT, disclaimerRemembered: remember };
  });
}

export function pageAt(page: (locale: Locale) => ReactNode, inApp: (ui: ReactNode, o: { path: string; locale?: Locale }) => ReactNode, locale: Locale = 'en-us') {
  return inApp(page(locale), { path: locale === 'zh-hk' ? '/housegpt' : `/${locale}/housegpt`, locale });
}

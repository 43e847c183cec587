/** The HouseGPT page as a test sees it: the fake API with its sessions and stream, and the page started past the disclaimer. */
import { i18nReady } from '@portal/shared/i18n';
import { getNewSessionForChatGpt, getVisitorId } from '@portal/shared/endpoints';
import { fakeApi } from '@portal/shared/testing';
import type { Locale } from '@portal/shared/routing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { SESSION_ID } from './answers';
import { streamApi } from './event-stream';
import { inApp, MESSAGES } from './i18n';

export const LIMIT = 4;
const LOADED = { timeout: 10_000 };

/**
 * The fake API of a page test file (call it at the top level): a visitor id, a new conversation
 * for every GetNewSessionForChatGpt (session-0001-abcdef, then -2, -3...) with the limit LIMIT,
 * the stream (streamApi), and empty browser storage before each test.
 */
export function chatPageApi() {
  const api = fakeApi();
  const stream = streamApi();
  afterAll(() => i18nReady());
  beforeEach(() => {
    localStorage.clear();
    let n = 0;
    api.answer(getVisitorId, { visitorId: 'visitor-test-1' });
    api.answer(getNewSessionForChatGpt, (request) => {
      n += 1;
      const remember = (request.body as { remember?: boolean }).remember === true;
      return { sessionId: n === 1 ? SESSION_ID : `${SESSION_ID}-${n}`, questionsUsed: 0, questionLimit: LIMIT, disclaimerRemembered: remember };
    });
  });
  return { api, stream };
}

/** renders `page` at its path in `locale`, agrees to the disclaimer (remembered on request) and gives the question box */
export async function startChat(page: ReactNode, { locale = 'en-us', remember = false }: { locale?: Locale; remember?: boolean } = {}) {
  const user = userEvent.setup();
  const t = MESSAGES[locale].disclaimer;
  render(inApp(page, { path: locale === 'zh-hk' ? '/housegpt' : `/${locale}/housegpt`, locale }));
  await screen.findByRole('heading', { name: t.heading }, LOADED);
  if (remember) await user.click(screen.getByRole('checkbox', { name: t.remember }));
  await user.click(screen.getByRole('button', { name: t.accept }));
  const box = await screen.findByRole('textbox', { name: MESSAGES[locale].chat.inputLabel }, LOADED);
  return { user, box };
}

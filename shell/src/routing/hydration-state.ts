/**
 * What a server-rendered page carries for its hydration (docs/ssr.md): the API answers it was rendered
 * with, the layout the server took the device for, and its locale, as JSON in
 * <script id="hh-ssr" type="application/json">.
 */
import type { ServerAnswers } from '@portal/shared/api';
import type { Locale } from '@portal/shared/routing';

export const HYDRATION_STATE_ID = 'hh-ssr';

export interface HydrationState {
  answers: ServerAnswers;
  mobile: boolean;
  locale: Locale;
  /** when the server rendered it (ms since the epoch): relative times hydrate from it */
  renderedAt?: number;
}

/** The state of a server-rendered page, or null for a page the browser renders itself. */
export function readHydrationState(doc: Document = document): HydrationState | null {
  const el = doc.getElementById(HYDRATION_STATE_ID);
  if (!el?.textContent) return null;
  try {
    const value = JSON.parse(el.textContent) as Partial<HydrationState>;
    if (!value || typeof value.answers !== 'object' || value.answers === null) return null;
    return {
      answers: value.answers, mobile: value.mobile === true, locale: value.locale as Locale,
      renderedAt: typeof value.renderedAt === 'number' ? value.renderedAt : undefined,
    };
  } catch {
    return null;
  }
}

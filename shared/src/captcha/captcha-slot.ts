/**
 * The captcha slot a form renders (spec 4.5): the form holds the answer (useCaptchaGate), the page
 * passes the remote's slider captcha into the slot, so the form needs no captcha code of its own.
 */
import type { ReactNode } from 'react';

export interface CaptchaAnswer {
  captchaId: string;
  value: number;
  /** the slide that produced the value (h-recaptchatrace); the API refuses an answer without one */
  trace?: string;
}

export interface CaptchaSlotProps {
  onChange(value: CaptchaAnswer | null): void;
  status: 'idle' | 'success' | 'failed';
  showRequired: boolean;
  refreshKey: number;
}

export type RenderCaptcha = (slot: CaptchaSlotProps) => ReactNode;

/** The query the guarded calls take (h-recaptcha, h-recaptchavalue, h-recaptchatrace). */
export function captchaQuery(answer: CaptchaAnswer): { 'h-recaptcha': string; 'h-recaptchavalue': string; 'h-recaptchatrace'?: string } {
  const query = { 'h-recaptcha': answer.captchaId, 'h-recaptchavalue': String(answer.value) };
  return answer.trace ? { ...query, 'h-recaptchatrace': answer.trace } : query;
}

/** Server message keys that mean the captcha answer was missing or wrong. */
export const CAPTCHA_FAILURE_KEYS = ['captchaMissing', 'captchaFailed'];

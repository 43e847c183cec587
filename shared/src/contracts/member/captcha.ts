/** The slider captcha of spec 4.5. */
import { z } from 'zod';
import { defineGet } from './base';

/** How far (px) the slid x may be from the answer, and how long a puzzle lives. */
export const CAPTCHA_TOLERANCE_PX = 5;
export const CAPTCHA_LIFETIME_SECONDS = 120;

/** The most samples a drag trace may carry, and the longest its text may be. */
export const CAPTCHA_TRACE_MAX_POINTS = 200;
export const CAPTCHA_TRACE_MAX_LENGTH = 3600;

/**
 * The trace of the slide that produced the answer, sent as query h-recaptchatrace beside
 * h-recaptcha and h-recaptchavalue. Text made of characters a query keeps as they are:
 *   <kind>.<point>.<point>...   kind `p` (pointer: mouse, pen or touch) or `k` (keyboard only)
 *   <point> = <dt>_<x>_<y>      integers: milliseconds since the previous sample (0 for the
 *                               first), the piece's left offset and the pointer's vertical
 *                               offset from where the drag began, both in tenths of a puzzle pixel
 * e.g. `p.0_0_0.17_24_-3.16_61_-5`. A keyboard trace has y 0 and one sample a key press.
 * The server refuses traces too fast, too even, too straight or ending elsewhere than the answer.
 */
export const captchaTraceQuerySchema = z.string().max(CAPTCHA_TRACE_MAX_LENGTH).optional();

export const captchaSchema = z.object({
  captchaId: z.string(),
  /** the background with the gaps (one fits the piece, the others are decoys), a PNG data URL */
  background: z.string(),
  /** the piece to slide, a PNG data URL, drawn at `y` */
  piece: z.string(),
  y: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  pieceSize: z.number().int(),
  expiresInSeconds: z.number().int(),
});
export type Captcha = z.infer<typeof captchaSchema>;

export const getRecaptcha = defineGet({
  path: '/Common/GetRecaptcha',
  result: captchaSchema,
  summary:
    'Draws a slider puzzle; answer with h-recaptcha (captchaId), h-recaptchavalue (x) and h-recaptchatrace (the slide) within 2 minutes',
  rateLimitPerMinute: 30,
});

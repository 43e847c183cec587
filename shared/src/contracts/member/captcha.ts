/** The slider captcha of spec 4.5. */
import { z } from 'zod';
import { defineGet } from './base';

/** How far (px) the slid x may be from the answer, and how long a puzzle lives. */
export const CAPTCHA_TOLERANCE_PX = 5;
export const CAPTCHA_LIFETIME_SECONDS = 120;

export const captchaSchema = z.object({
  captchaId: z.string(),
  /** the background with the cut-out, a PNG data URL */
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
  summary: 'Draws a slider puzzle; answer with h-recaptcha (captchaId) and h-recaptchavalue (x) within 2 minutes',
  rateLimitPerMinute: 30,
});

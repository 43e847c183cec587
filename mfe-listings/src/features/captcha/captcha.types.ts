import type { CaptchaSlotProps } from '@portal/shared/captcha';

/** The server puzzle of spec 4.5 (GetRecaptcha), in the puzzle's own pixel space. */
export interface CaptchaPuzzle {
  captchaId: string;
  /** image URL or data URI of the background with the hole */
  background: string;
  /** image URL or data URI of the piece */
  piece: string;
  /** top of the piece, in puzzle pixels */
  y: number;
  /** size of the background (defaults 300 x 150) */
  width?: number;
  height?: number;
  /** side of the square piece (default 50) */
  pieceSize?: number;
}

/**
 * What a form sends (h-recaptcha, h-recaptchavalue, h-recaptchatrace: the slide's trace) and the
 * props of a form's captcha slot: the types of @portal/shared/captcha, which the forms use.
 */
export type { CaptchaAnswer as CaptchaValue, CaptchaSlotProps } from '@portal/shared/captcha';

/** 'success' and 'failed' are set by the form after the server checked the answer. */
export type CaptchaStatus = CaptchaSlotProps['status'];

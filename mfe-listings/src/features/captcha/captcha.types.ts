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

/** What a form sends as h-recaptcha / h-recaptchavalue. */
export interface CaptchaValue {
  captchaId: string;
  /** left offset of the piece chosen by the user, in puzzle pixels */
  value: number;
}

/** 'success' and 'failed' are set by the form after the server checked the answer. */
export type CaptchaStatus = 'idle' | 'success' | 'failed';

/**
 * The props every form's captcha slot receives (message-board, report). The page renders
 * <SliderCaptcha {...slot} /> into it.
 */
export interface CaptchaSlotProps {
  onChange(value: CaptchaValue | null): void;
  status: CaptchaStatus;
  /** the form was submitted without a captcha answer */
  showRequired: boolean;
  /** changes whenever the form wants a fresh puzzle (after a failed check) */
  refreshKey: number;
}

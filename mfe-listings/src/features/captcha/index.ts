/**
 * captcha: the slider puzzle of spec 4.5 (GetRecaptcha: background, piece, y).
 *
 * <SliderCaptcha load onChange? status? showRequired? refreshKey? />
 *   load          optional (signal) => Promise<CaptchaPuzzle>; default `loadRecaptchaPuzzle`
 *                 (GetRecaptcha through @portal/shared/api); tests pass a fake.
 *   onChange      (value: CaptchaValue | null) => void; { captchaId, value, trace } after each move
 *                 of the piece (drag or arrow keys, Shift = 10 px, Home/End) and at the end of a
 *                 drag, null when a new puzzle loads. `trace` is the slide so far (slide-trace.ts):
 *                 the API refuses an answer whose slide is missing or does not move like a hand.
 *   status        'idle' | 'success' | 'failed': set by the form after the server checked the answer;
 *                 'failed' shows 'Verification failed, please try again'.
 *   showRequired  shows 'Please enter a valid verification code' (form submitted without an answer).
 *   refreshKey    change it to load a new puzzle (e.g. after a failed check).
 *
 * Forms in other features (message-board, report) take a `renderCaptcha(slot: CaptchaSlotProps)`
 * prop; the page composes them:
 *   renderCaptcha={(slot) => <SliderCaptcha {...slot} />}
 * The form sends value.captchaId as query h-recaptcha, value.value as h-recaptchavalue and
 * value.trace as h-recaptchatrace (captchaQuery of @portal/shared/captcha).
 */
export { SliderCaptcha, type SliderCaptchaProps } from './components/slider-captcha';
export { loadRecaptchaPuzzle } from './api/load-recaptcha-puzzle';
export { useCaptchaPuzzle, type LoadPuzzle, type PuzzleState } from './use-captcha-puzzle';
export type { CaptchaPuzzle, CaptchaValue, CaptchaStatus, CaptchaSlotProps } from './captcha.types';

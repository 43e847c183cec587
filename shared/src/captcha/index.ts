/**
 * @portal/shared/captcha: what a form guarded by the slider captcha (spec 4.5) holds and sends:
 * the slot's props, the gate hook that keeps the answer, the query of a guarded call.
 */
export { captchaQuery, CAPTCHA_FAILURE_KEYS, type CaptchaAnswer, type CaptchaSlotProps, type RenderCaptcha } from './captcha-slot';
export { useCaptchaGate } from './use-captcha-gate';

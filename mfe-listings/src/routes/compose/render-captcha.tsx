import type { ReactNode } from 'react';
import { SliderCaptcha, type CaptchaSlotProps } from '../../features/captcha';

/** The slider captcha (spec 4.5) in the captcha slot of the message and report forms. */
export function renderCaptcha(slot: CaptchaSlotProps): ReactNode {
  return <SliderCaptcha {...slot} />;
}

import { call } from '@portal/shared/api';
import { getRecaptcha } from '@portal/shared/endpoints';
import type { CaptchaPuzzle } from '../captcha.types';

/** GetRecaptcha (spec 7.2): a fresh slider puzzle. Not counted in the route loading bar. */
export async function loadRecaptchaPuzzle(signal: AbortSignal): Promise<CaptchaPuzzle> {
  const { captchaId, background, piece, y, width, height, pieceSize } = await call(getRecaptcha, { signal, loadingBar: false });
  return { captchaId, background, piece, y, width, height, pieceSize };
}

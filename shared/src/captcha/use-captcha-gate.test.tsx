import { act, renderHook } from '@testing-library/react';
import { captchaQuery } from './captcha-slot';
import { useCaptchaGate } from './use-captcha-gate';

describe('useCaptchaGate', () => {
  it('flags a missing answer as required, and clears the flag once answered', () => {
    const { result } = renderHook(() => useCaptchaGate());
    let answer: ReturnType<typeof result.current.require> = null;
    act(() => {
      answer = result.current.require();
    });
    expect(answer).toBeNull();
    expect(result.current.slot.showRequired).toBe(true);
    act(() => result.current.slot.onChange({ captchaId: 'c1', value: 120 }));
    expect(result.current.slot.showRequired).toBe(false);
    expect(result.current.require()).toEqual({ captchaId: 'c1', value: 120 });
  });

  it('after a rejected answer shows the failure, drops the answer and asks for a new puzzle', () => {
    const { result } = renderHook(() => useCaptchaGate());
    act(() => result.current.slot.onChange({ captchaId: 'c1', value: 120 }));
    act(() => result.current.fail());
    expect(result.current.slot).toMatchObject({ status: 'failed', refreshKey: 1 });
    expect(result.current.require()).toBeNull();
    act(() => result.current.reset('success'));
    expect(result.current.slot).toMatchObject({ status: 'success', refreshKey: 2 });
  });

  it('sends the answer as the query of a guarded call', () => {
    expect(captchaQuery({ captchaId: 'c1', value: 120 })).toEqual({ 'h-recaptcha': 'c1', 'h-recaptchavalue': '120' });
    expect(captchaQuery({ captchaId: 'c1', value: 120, trace: 'k.0_0_0.140_100_0' })).toEqual({
      'h-recaptcha': 'c1',
      'h-recaptchavalue': '120',
      'h-recaptchatrace': 'k.0_0_0.140_100_0',
    });
  });
});

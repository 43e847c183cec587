import { useCallback, useState } from 'react';
import type { CaptchaAnswer, CaptchaSlotProps } from './captcha-slot';

/** Holds the captcha answer of a form and the state its slot shows. */
export function useCaptchaGate() {
  const [answer, setAnswer] = useState<CaptchaAnswer | null>(null);
  const [showRequired, setShowRequired] = useState(false);
  const [status, setStatus] = useState<CaptchaSlotProps['status']>('idle');
  const [refreshKey, setRefreshKey] = useState(0);

  const onChange = useCallback((value: CaptchaAnswer | null) => {
    setAnswer(value);
    if (value) {
      setShowRequired(false);
      setStatus('idle');
    }
  }, []);

  /** the answer, or null after flagging it as required */
  const require = useCallback((): CaptchaAnswer | null => {
    if (!answer) setShowRequired(true);
    return answer;
  }, [answer]);

  /** the server rejected the answer: show it and load a new puzzle */
  const fail = useCallback(() => {
    setStatus('failed');
    setAnswer(null);
    setRefreshKey((k) => k + 1);
  }, []);

  /** a puzzle is used once: after any other outcome, start over */
  const reset = useCallback((next: CaptchaSlotProps['status'] = 'idle') => {
    setStatus(next);
    setAnswer(null);
    setRefreshKey((k) => k + 1);
  }, []);

  const slot: CaptchaSlotProps = { onChange, status, showRequired, refreshKey };
  return { slot, require, fail, reset };
}

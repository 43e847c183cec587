import { useEffect, useRef } from 'react';
import { addSample, emptyTrace, encodeTrace, type SlideTrace } from './slide-trace';

const now = () => performance.now();
const startOf = (): SlideTrace => addSample(emptyTrace(), { t: now(), x: 0, y: 0 }, false);

/**
 * The slide of the current puzzle: it starts with the piece at 0 when the puzzle appears; each
 * move adds a sample. `record` returns the encoded trace to send with the answer.
 */
export function useSlideTrace(captchaId: string | undefined) {
  const state = useRef<{ id?: string; trace: SlideTrace }>({ trace: emptyTrace() });
  useEffect(() => {
    state.current = { id: captchaId, trace: startOf() };
  }, [captchaId]);

  /** called from event handlers only */
  function record(x: number, y: number, pointer: boolean): string {
    if (state.current.id !== captchaId) state.current = { id: captchaId, trace: startOf() };
    state.current.trace = addSample(state.current.trace, { t: now(), x, y }, pointer);
    return encodeTrace(state.current.trace);
  }
  return { record };
}

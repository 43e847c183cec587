import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiFailure } from '@portal/shared/api';
import type { CaptchaPuzzle } from './captcha.types';

export type LoadPuzzle = (signal: AbortSignal) => Promise<CaptchaPuzzle>;

export interface PuzzleState {
  puzzle?: CaptchaPuzzle;
  loading: boolean;
  error: boolean;
  /** the API's own words when it refused a puzzle for too many attempts (429), in the page's language */
  refusal?: string;
  refresh(): void;
}

/** Loads a puzzle on mount, whenever `refreshKey` changes and on refresh() (not when `load` changes). */
export function useCaptchaPuzzle(load: LoadPuzzle, refreshKey: number): PuzzleState {
  const [round, setRound] = useState(0);
  const [state, setState] = useState<{ key: string; puzzle?: CaptchaPuzzle; error: boolean; refusal?: string }>({ key: '', error: false });
  const key = `${refreshKey}:${round}`;
  // the caller may pass a new function each render: only refreshKey and refresh() reload
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    const controller = new AbortController();
    loadRef.current(controller.signal).then(
      (puzzle) => {
        if (!controller.signal.aborted) setState({ key, puzzle, error: false });
      },
      (e: unknown) => {
        const refusal = e instanceof ApiFailure && e.status === 429 ? e.message : undefined;
        if (!controller.signal.aborted) setState({ key, error: true, refusal });
      },
    );
    return () => controller.abort();
  }, [key]);

  const refresh = useCallback(() => setRound((r) => r + 1), []);
  const current = state.key === key;
  return { puzzle: current ? state.puzzle : undefined, loading: !current, error: current && state.error, refusal: current ? state.refusal : undefined, refresh };
}

import { useEffect, useRef, useState } from 'react';
import type { Suggestion, SuggestFn } from './api/suggest';

export const SUGGEST_DELAY_MS = 250;

/** Suggestions for the typed keyword, asked after a pause in typing; stale answers are dropped. */
export function useSuggestions(keyword: string, suggest: SuggestFn, enabled: boolean) {
  const [result, setResult] = useState<{ keyword: string; items: Suggestion[] } | null>(null);
  const suggestRef = useRef(suggest);
  useEffect(() => {
    suggestRef.current = suggest;
  });
  const text = keyword.trim();
  const active = enabled && text.length > 0;

  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      suggestRef.current(text, controller.signal).then(
        (items) => !controller.signal.aborted && setResult({ keyword: text, items }),
        () => !controller.signal.aborted && setResult({ keyword: text, items: [] }),
      );
    }, SUGGEST_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, active]);

  return active && result?.keyword === text ? result.items : [];
}

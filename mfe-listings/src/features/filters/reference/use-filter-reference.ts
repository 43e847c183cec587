import { useEffect, useState } from 'react';
import { normalizeLanguage } from '@portal/shared/endpoints';
import { loadFilterReference, type FilterReference } from './filter-reference';

export interface FilterReferenceState {
  data?: FilterReference;
  /** the named error of spec 8, e.g. 'dictionary error' */
  error?: string;
  loading: boolean;
  retry(): void;
}

/**
 * The cached reference lists for a locale ('zh-hk' | 'zh-cn' | 'en-us'); with `enabled` false
 * nothing is asked yet (a closed filter sheet with nothing chosen needs no lists).
 */
export function useFilterReference(locale: string, enabled = true): FilterReferenceState {
  const language = normalizeLanguage(locale) ?? 'zh-hk';
  const [round, setRound] = useState(0);
  const [state, setState] = useState<{ key: string; data?: FilterReference; error?: string } | null>(null);
  const key = `${language}:${round}`;
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    loadFilterReference(language).then(
      (data) => live && setState({ key, data }),
      (error: unknown) => live && setState({ key, error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [language, key, enabled]);
  const current = state?.key === key ? state : null;
  return { data: current?.data ?? state?.data, error: current?.error, loading: enabled && !current, retry: () => setRound((r) => r + 1) };
}

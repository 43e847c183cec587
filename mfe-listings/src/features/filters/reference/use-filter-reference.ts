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

/** The cached reference lists for a locale ('zh-hk' | 'zh-cn' | 'en-us'). */
export function useFilterReference(locale: string): FilterReferenceState {
  const language = normalizeLanguage(locale) ?? 'zh-hk';
  const [round, setRound] = useState(0);
  const [state, setState] = useState<{ key: string; data?: FilterReference; error?: string } | null>(null);
  const key = `${language}:${round}`;
  useEffect(() => {
    let live = true;
    loadFilterReference(language).then(
      (data) => live && setState({ key, data }),
      (error: unknown) => live && setState({ key, error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [language, key]);
  const current = state?.key === key ? state : null;
  return { data: current?.data ?? state?.data, error: current?.error, loading: !current, retry: () => setRound((r) => r + 1) };
}

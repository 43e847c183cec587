import { useId } from 'react';

/** ids for a control, its hint and its error, and the aria-describedby that joins them. */
export function useFieldIds(id: string | undefined, hint: unknown, error: unknown, describedBy?: string) {
  const auto = useId();
  const controlId = id ?? auto;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedByIds = [describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy: describedByIds };
}

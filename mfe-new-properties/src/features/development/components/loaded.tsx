import type { ApiFailure } from '@portal/shared/api';
import { ErrorState, SkeletonText } from '@portal/shared/ui';
import type { ReactNode } from 'react';
import { useNewPropertiesT } from '../../../i18n/use-new-properties-t';

interface Loadable<T> { data?: T; error?: ApiFailure; reload(): void }

/** A tab's answer: its skeleton while it loads, a retry when it fails, else the tab. */
export function Loaded<T>({ state, children }: { state: Loadable<T>; children: (data: T) => ReactNode }) {
  const { t } = useNewPropertiesT();
  if (state.error && state.data === undefined) {
    return <ErrorState title={t('detail.tabError')} message={state.error.message} onRetry={state.reload} headingLevel={3} />;
  }
  if (state.data === undefined) return <SkeletonText lines={6} />;
  return <>{children(state.data)}</>;
}

import type { MortgageCalculatorProps } from '@portal/shared/mf';
import { Button, EmptyState, SkeletonText, useHydrated } from '@portal/shared/ui';
import { Component, lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { useNewPropertiesT } from '../../i18n/use-new-properties-t';
import { loadMarketComponent } from './load-market-module';

class Boundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn('[mortgage] the market remote could not be loaded:', error instanceof Error ? error.message : error);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * The market remote's mortgage calculator in this page (spec 2.6), loaded in the browser once the
 * page is live; with the market remote down, a clear message with a retry stands in its place and
 * the rest of the page is untouched.
 */
export function MortgageSlot({ locale, price, load = loadMarketComponent }: MortgageCalculatorProps & {
  load?: typeof loadMarketComponent;
}) {
  const { t } = useNewPropertiesT();
  const hydrated = useHydrated();
  const [attempt, setAttempt] = useState(0);
  const Calculator = useMemo(
    () => lazy(() => load<MortgageCalculatorProps>('MortgageCalculator', attempt > 0)) as ComponentType<MortgageCalculatorProps>,
    [load, attempt],
  );
  const loading = <div aria-busy="true" data-testid="mortgage-loading"><SkeletonText lines={5} /></div>;
  if (!hydrated) return loading;
  return (
    <Boundary
      key={attempt}
      fallback={
        <div data-testid="mortgage-unavailable">
          <EmptyState
            title={t('mortgage.unavailableTitle')}
            text={t('mortgage.unavailableText')}
            action={<Button variant="secondary" onClick={() => setAttempt((a) => a + 1)}>{t('mortgage.retry')}</Button>}
          />
        </div>
      }
    >
      <Suspense fallback={loading}>
        <Calculator locale={locale} price={price} />
      </Suspense>
    </Boundary>
  );
}

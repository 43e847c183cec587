import { RemoteComponent, type MortgageCalculatorProps } from '@portal/shared/mf';
import { Button, EmptyState, SkeletonText } from '@portal/shared/ui';
import { useState } from 'react';
import { useNewPropertiesT } from '../../i18n/use-new-properties-t';

/**
 * The market remote's mortgage calculator in this page (spec 2.6), loaded at run time through the
 * shell's loader once the page is live; with the market remote down, a clear message with a retry
 * stands in its place and the rest of the page is untouched.
 */
export function MortgageSlot({ locale, price }: MortgageCalculatorProps) {
  const { t } = useNewPropertiesT();
  // a retry mounts the slot again: the failed module was forgotten, so it is asked for anew
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteComponent<MortgageCalculatorProps>
      key={attempt}
      remote="market"
      exposed="MortgageCalculator"
      props={{ locale, price }}
      loading={<div aria-busy="true" data-testid="mortgage-loading"><SkeletonText lines={5} /></div>}
      unavailable={
        <div data-testid="mortgage-unavailable">
          <EmptyState
            title={t('mortgage.unavailableTitle')}
            text={t('mortgage.unavailableText')}
            action={<Button variant="secondary" onClick={() => setAttempt((a) => a + 1)}>{t('mortgage.retry')}</Button>}
          />
        </div>
      }
    />
  );
}

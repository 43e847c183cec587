import type { MortgageCalculatorProps } from '@portal/shared/mf';
import { Button, EmptyState, SkeletonText } from '@portal/shared/ui';
import { useNewPropertiesT } from '../../i18n/use-new-properties-t';
import type { loadRemoteComponent } from '../../lib/load-remote-module';
import { RemoteComponentSlot } from '../../lib/remote-component-slot';

/**
 * The market remote's mortgage calculator in this page (spec 2.6), loaded in the browser once the
 * page is live; with the market remote down, a clear message with a retry stands in its place and
 * the rest of the page is untouched.
 */
export function MortgageSlot({ locale, price, load }: MortgageCalculatorProps & { load?: typeof loadRemoteComponent }) {
  const { t } = useNewPropertiesT();
  return (
    <RemoteComponentSlot<MortgageCalculatorProps>
      remote="market"
      exposed="MortgageCalculator"
      props={{ locale, price }}
      load={load}
      loading={<div aria-busy="true" data-testid="mortgage-loading"><SkeletonText lines={5} /></div>}
      unavailable={(retry) => (
        <div data-testid="mortgage-unavailable">
          <EmptyState
            title={t('mortgage.unavailableTitle')}
            text={t('mortgage.unavailableText')}
            action={<Button variant="secondary" onClick={retry}>{t('mortgage.retry')}</Button>}
          />
        </div>
      )}
    />
  );
}

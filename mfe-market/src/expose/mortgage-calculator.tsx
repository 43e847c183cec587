import type { MortgageCalculatorProps, MortgageCalculatorWidget } from '@portal/shared/mf';
import { SkeletonText } from '@portal/shared/ui';
import { Suspense } from 'react';
import { MortgageCalculatorLazy } from '../features/tools';
import '../i18n';

/** mfe_market/MortgageCalculator: the market page's calculator, for another remote's page (a new development's) */
function MortgageCalculator(props: MortgageCalculatorProps) {
  return (
    <Suspense fallback={<div aria-busy="true"><SkeletonText lines={8} /></div>}>
      <MortgageCalculatorLazy {...props} />
    </Suspense>
  );
}

export default MortgageCalculator satisfies MortgageCalculatorWidget;

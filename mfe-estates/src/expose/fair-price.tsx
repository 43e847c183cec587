import type { FairPriceProps, FairPriceWidget } from '@portal/shared/mf';
import { Suspense } from 'react';
import { FairPrice as FairPriceCard, FairPriceSkeleton } from '../features/fair-price';

/** mfe_estates/FairPrice: a listing's fair price, for the listing page of mfe-listings (loaded at run time) */
function FairPrice(props: FairPriceProps) {
  return (
    <Suspense fallback={<FairPriceSkeleton />}>
      <FairPriceCard {...props} />
    </Suspense>
  );
}

export default FairPrice satisfies FairPriceWidget;

import { RemoteComponent, type FairPriceProps } from '@portal/shared/mf';
import { SkeletonText } from '@portal/shared/ui';
import styles from './detail.module.css';

/**
 * The estates remote's fair price of this listing (mfe_estates/FairPrice), loaded at run time after
 * hydration; its skeleton keeps the card's space on the server and while loading. With the estates
 * remote down, nothing shows and the rest of the page is unchanged.
 */
export function FairPriceSlot({ propertyId, locale }: FairPriceProps) {
  return (
    <div className={styles.fairPrice} data-testid="fair-price-slot">
      <RemoteComponent<FairPriceProps>
        remote="estates"
        exposed="FairPrice"
        props={{ propertyId, locale }}
        loading={<div className={styles.fairPriceSkeleton} aria-busy="true"><SkeletonText lines={3} /></div>}
      />
    </div>
  );
}

import { RemoteComponent, type FairPriceProps } from '@portal/shared/mf';
import { SkeletonText, whenUsed } from '@portal/shared/ui';
import { memo, useId } from 'react';
import { useLocation } from 'react-router';
import styles from './detail.module.css';

/**
 * The estates remote's fair price of this listing (mfe_estates/FairPrice, one of the listing
 * routes' `embeds`): the server renders it into the page, and the browser leaves that HTML as it
 * is (a text, a disclosure and plain links, which work without scripts) until the visitor reaches
 * for it, then loads the estates remote and hydrates it (whenUsed); a navigation before then (another
 * listing, another language) shows its skeleton and loads it at once. On a page the browser renders
 * itself, the skeleton keeps the card's space while it loads. With the estates remote down,
 * nothing shows and the rest of the page is unchanged. Memoized: its props are the listing's id
 * and language, and a render of the slot before it hydrates would make React give up the HTML.
 */
export const FairPriceSlot = memo(function FairPriceSlot({ propertyId, locale }: FairPriceProps) {
  const id = useId();
  const { pathname, search } = useLocation();
  return (
    <div className={styles.fairPrice} id={id} data-testid="fair-price-slot">
      <RemoteComponent<FairPriceProps>
        remote="estates"
        exposed="FairPrice"
        props={{ propertyId, locale }}
        until={() => whenUsed(id)}
        view={pathname + search}
        loading={<div className={styles.fairPriceSkeleton} aria-busy="true"><SkeletonText lines={3} /></div>}
      />
    </div>
  );
});

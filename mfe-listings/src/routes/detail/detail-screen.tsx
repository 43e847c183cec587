import { usePrefetch } from '@portal/shared/api';
import { getFairPrice } from '@portal/shared/endpoints';
import { href, type Locale } from '@portal/shared/routing';
import { toast } from '@portal/shared/ui';
import { DetailPageBody } from '../../features/listing-detail';
import { MessageBoard } from '../../features/message-board';
import { renderCaptcha } from '../compose/render-captcha';
import { contactCall, ContactCard } from './contact-card';
import { DetailActions } from './detail-actions';
import { EstateDeals, estateDealsCall } from './estate-deals';
import { ListingMeta } from './listing-meta';
import { Recommended, recommendedCall } from './recommended';
import { StatusBanner } from './status-banner';
import { Valuation, valuationCall } from './valuation';
import styles from './detail-screen.module.css';

/**
 * A sale or rent listing page: the listing (features/listing-detail) with its state banner
 * (spec 4.1), bookmark, share and report tools, the contact card (hidden for expired and hidden
 * listings), valuation (sale), the estate's recent deals, messages and recommendations. A removed
 * listing shows only its banner and recommendations.
 */
export function DetailScreen({ propertyId, locale, kind }: { propertyId: string; locale: Locale; kind: 'buy' | 'rent' }) {
  // on the server, the calls of the parts below the listing go out beside the listing's own, not
  // after it (an answer the page does not use, as for a removed listing, is not sent with it)
  usePrefetch(...contactCall(propertyId, locale));
  const [valuation, valuationOptions] = valuationCall(propertyId, locale);
  usePrefetch(valuation, { ...valuationOptions, enabled: kind === 'buy' });
  usePrefetch(...estateDealsCall(propertyId, locale));
  usePrefetch(...recommendedCall(propertyId, locale));
  // the estates remote's fair price card (FairPriceSlot), rendered into the page by the server,
  // makes this call (its contract is @portal/shared's)
  usePrefetch(getFairPrice, { query: { propertyId }, language: locale });
  return (
    <DetailPageBody
      propertyId={propertyId}
      locale={locale}
      kind={kind}
      extras={(p) => {
        const id = p.propertyID;
        const banner = <><ListingMeta property={p} kind={kind} locale={locale} /><StatusBanner property={p} /></>;
        if (p.showRecommendations) return { banner, below: <Recommended listingId={id} locale={locale} /> };
        return {
          banner,
          actions: <DetailActions property={p} locale={locale} kind={kind} />,
          aside: p.contactHidden ? null : <ContactCard listingId={id} locale={locale} />,
          below: (
            <>
              {kind === 'buy' ? <Valuation listingId={id} locale={locale} /> : null}
              <EstateDeals listingId={id} locale={locale} rent={kind === 'rent'} />
              <section className={styles.section}>
                <MessageBoard listingId={id} renderCaptcha={renderCaptcha} termsHref={href('terms', {}, locale)} onNotice={(m) => toast.success(m)} />
              </section>
              <Recommended listingId={id} locale={locale} />
            </>
          ),
        };
      }}
    />
  );
}

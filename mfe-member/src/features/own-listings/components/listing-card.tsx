import type { OwnListing } from '@portal/shared/contracts';
import { mediaUrl } from '@portal/shared/api';
import { formatArea, formatMoney, formatRent } from '@portal/shared/format';
import { useTranslation } from 'react-i18next';
import { normalizeLanguage } from '@portal/shared/endpoints';
import type { ReactNode } from 'react';
import styles from './own-listings.module.css';

/** A listing as it reads (title, address, price, areas, unit price, photos), for the preview and the list. */
export function ListingCard({ listing, heading, children }: { listing: OwnListing; heading?: string; children?: ReactNode }) {
  const { i18n } = useTranslation('member');
  const locale = normalizeLanguage(i18n.resolvedLanguage ?? i18n.language) ?? 'zh-hk';
  const price = listing.rentalType === 2 ? formatRent(listing.price, locale) : formatMoney(listing.price, locale);
  return (
    <article className={styles.card} data-testid="own-listing">
      {heading && <p className={styles.heading}>{heading}</p>}
      <h3>{listing.titleWithCulture}</h3>
      <p>{listing.addressWithCulture}</p>
      <p className={styles.price}>
        {price} · {formatArea(listing.saleableArea, locale)}
        {listing.rentalType === 1 && listing.saleableAvgPrice > 0 ? ` · ${formatMoney(listing.saleableAvgPrice, locale)}/ft²` : ''}
      </p>
      {listing.photos.length > 0 && (
        <ul className={styles.photos}>
          {listing.photos.map((p) => (
            <li key={p.key}>
              <img src={mediaUrl(p.thumbUrl)} alt="" width={120} height={90} loading="lazy" />
            </li>
          ))}
        </ul>
      )}
      {children}
    </article>
  );
}

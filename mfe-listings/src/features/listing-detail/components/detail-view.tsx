import { mediaUrl, usePageNow } from '@portal/shared/api';
import type { PropertyDetail } from '@portal/shared/contracts';
import { formatMoney, formatRent } from '@portal/shared/format';
import type { Locale } from '@portal/shared/routing';
import { useListingsT } from '../../../i18n/use-listings-t';
import type { ReactNode } from 'react';
import { DetailFacts } from './detail-facts';
import { FairPriceSlot } from './fair-price-slot';
import { PhotoGallery } from './photo-gallery';
import styles from './detail.module.css';

/** What a page adds around the listing: tools under the title, a status banner, the contact card, sections below. */
export interface DetailExtras {
  banner?: ReactNode;
  actions?: ReactNode;
  aside?: ReactNode;
  below?: ReactNode;
}

/** A listing's page body: photos, price, facts, description, features and facilities. */
export function DetailView({ property: p, locale, extras = {} }: { property: PropertyDetail; locale: Locale; extras?: DetailExtras }) {
  const { t } = useListingsT();
  const rent = p.rentalType === 2;
  const now = usePageNow();
  return (
    <article className={styles.detail} data-testid="listing-detail">
      <header className={styles.header}>
        <h1>{p.titleWithCulture}</h1>
        <p className={styles.badges}>
          <span>{p.propertyStatusWithCulture}</span>
          {p.verified ? <span>{t('detail.verified')}</span> : null}
          {p.priceReductionRatio ? <span>{t('detail.priceCut', { ratio: Math.round(p.priceReductionRatio * 100) })}</span> : null}
        </p>
        {extras.actions}
      </header>
      {extras.banner ?? (p.showRecommendations ? <p className={styles.notice}>{t('detail.recommendations')}</p> : null)}
      {/* desktop: photos and facts in the main column, price and contact beside them and kept in
          view while the facts scroll; below 992 px: photos, price and contact, then the facts */}
      <div className={styles.columns}>
        <div className={styles.media}>
          <PhotoGallery photos={p.photos} title={p.titleWithCulture} />
        </div>
        <aside className={styles.summary}>
          <p className={styles.priceLabel}>{t(rent ? 'detail.rent' : 'detail.price')}</p>
          <p className={styles.price} data-testid="detail-price">
            {rent ? formatRent(p.price, locale) : formatMoney(p.price, locale)}
          </p>
          {p.estateID !== null && !p.isServiced && !p.showRecommendations ? <FairPriceSlot propertyId={p.propertyID} locale={locale} /> : null}
          {p.contactHidden ? <p className={styles.notice}>{t('detail.contactHidden')}</p> : null}
          {extras.aside}
        </aside>
        <div className={styles.factsArea}>
          <DetailFacts property={p} locale={locale} now={now} />
        </div>
      </div>
      {p.descriptionWithCulture ? (
        <section>
          <h2>{t('detail.description')}</h2>
          {p.descriptionWithCulture.split(/\n+/).map((para, i) => (
            <p key={i}>{para}</p>
          ))}
        </section>
      ) : null}
      {p.propertyTagsWithCulture.length > 0 ? (
        <section>
          <h2>{t('detail.features')}</h2>
          <ul className={styles.tags}>
            {p.propertyTagsWithCulture.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {p.facilities.length > 0 ? (
        <section>
          <h2>{t('detail.facilities')}</h2>
          <ul className={styles.tags}>
            {p.facilities.map((f) => (
              <li key={f.id}>{f.nameWithCulture}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {p.floorPlan ? (
        <section>
          <h2>{t('detail.floorPlan')}</h2>
          <img className={styles.plan} src={mediaUrl(p.floorPlan)} alt={t('detail.floorPlan')} loading="lazy" />
        </section>
      ) : null}
      {extras.below}
    </article>
  );
}

import { mediaUrl } from '@portal/shared/api';
import type { EstateListItem } from '../../../lib/types';
import { formatAge, formatUnitPrice } from '@portal/shared/format';
import { href, type Locale } from '@portal/shared/routing';
import { Link } from 'react-router';
import { useEstatesT } from '../../../i18n/use-estates-t';
import styles from './estate-list.module.css';

/** An estate in the list: photo, name, district, average deal price per ft², deals and listings. */
export function EstateCard({ item, locale, eager = false, headingLevel = 2 }: { item: EstateListItem; locale: Locale; eager?: boolean; headingLevel?: 2 | 3 }) {
  const { t } = useEstatesT();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card} data-testid="estate-card">
      <Link className={styles.cardLink} to={href('estateDetail', { propertyId: String(item.estateID) }, locale)}>
        <div className={styles.photo}>
          {item.coverImage ? (
            <img src={mediaUrl(item.coverImage)} alt="" width={360} height={270} loading={eager ? 'eager' : 'lazy'} decoding="async" />
          ) : null}
        </div>
        <div className={styles.cardBody}>
          <Heading className={styles.cardTitle}>{item.estateNameWithCulture}</Heading>
          <p className={styles.meta}>{[item.regionNameWithCulture, item.gscopeNameWithCulture, item.addressWithCulture].filter(Boolean).join(' · ')}</p>
          <p className={styles.price}>
            {item.avgDealPrice ? t('card.avgDeal', { price: formatUnitPrice(item.avgDealPrice, locale) }) : t('card.noDeals')}
          </p>
          <p className={styles.meta}>
            {t('card.counts', { deals: item.monthDealCount, sale: item.saleListingCount, rent: item.rentListingCount })}
          </p>
          <p className={styles.meta}>{t('card.blocks', { blocks: item.blockCount, units: item.unitCount, age: formatAge(item.buildingAge, locale) })}</p>
        </div>
      </Link>
    </article>
  );
}

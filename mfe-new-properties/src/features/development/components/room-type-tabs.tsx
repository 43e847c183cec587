import { mediaUrl, useApi } from '@portal/shared/api';
import { getNewEstateRoomTypeList } from '@portal/shared/endpoints';
import { formatArea, formatMoney } from '@portal/shared/format';
import { href, type Locale } from '@portal/shared/routing';
import { Link } from 'react-router';
import { useNewPropertiesT } from '../../../i18n/use-new-properties-t';
import type { RoomType } from '../../../lib/new-estate-types';
import { Loaded } from './loaded';
import styles from './development.module.css';

/** The address of one layout's page (a room type of a development). */
export const layoutHref = (estateId: number, roomTypeId: number, locale: Locale) =>
  href('newPropertyLayoutsDetail', {}, locale, { id: estateId, roomTypeId });

function RoomTypeFigure({ type, locale, estateId }: { type: RoomType; locale: Locale; estateId: number }) {
  const { t } = useNewPropertiesT();
  return (
    <figure>
      {type.floorPlan ? <img src={mediaUrl(type.floorPlan)} alt={t('plans.floorPlanAlt', { name: type.nameWithCulture })} width={400} height={300} loading="lazy" /> : null}
      <figcaption>
        <Link to={layoutHref(estateId, type.roomTypeID, locale)}>{type.nameWithCulture}</Link>
        <br />
        {`${formatArea(type.minSaleableArea, locale)} – ${formatArea(type.maxSaleableArea, locale)}`}
        <br />
        {`${formatMoney(type.minPrice, locale)} – ${formatMoney(type.maxPrice, locale)} · ${t('units.left', { count: type.availableCount })}`}
      </figcaption>
    </figure>
  );
}

/** Each room type's plan with its sizes, prices and flats left (priced floor plans, and the layouts tab). */
export function RoomTypeGallery({ estateId, locale, id, title }: { estateId: number; locale: Locale; id: string; title: string }) {
  const state = useApi(getNewEstateRoomTypeList, { query: { estateID: estateId }, language: locale });
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <Loaded state={state}>
        {(types) => (
          <ul className={styles.gallery} data-testid="room-type-gallery">
            {types.map((type) => (
              <li key={type.roomTypeID}>
                <RoomTypeFigure type={type} locale={locale} estateId={estateId} />
              </li>
            ))}
          </ul>
        )}
      </Loaded>
    </section>
  );
}

import { HK_DISTRICTS } from '@portal/shared/geo';
import { href, type Locale } from '@portal/shared/routing';
import { Link } from 'react-router';
import { useNewPropertiesT } from '../../../i18n/use-new-properties-t';
import type { NewEstateCard } from '../../../lib/new-estate-types';
import { MAP_SIZE, project } from '../map-projection';
import styles from './estates-map.module.css';

const GEO_NAME = { 'en-us': 'en', 'zh-hk': 'zh-hk', 'zh-cn': 'zh-cn' } as const;

/** The page's developments on a map of Hong Kong's districts (drawn offline: no map service needed); each pin links to its page. */
export function EstatesMap({ items, locale }: { items: readonly NewEstateCard[]; locale: Locale }) {
  const { t } = useNewPropertiesT();
  const pins = items.flatMap((item) => {
    const at = project(item.lat, item.lng);
    return at ? [{ item, ...at }] : [];
  });
  return (
    <figure className={styles.figure} data-testid="new-estate-map">
      <svg viewBox={`0 0 ${MAP_SIZE.width} ${MAP_SIZE.height}`} className={styles.map} role="group" aria-label={t('map.label')}>
        {HK_DISTRICTS.map((d) => {
          const at = project(d.centroid.lat, d.centroid.lng);
          return at ? (
            <text key={d.id} x={at.x} y={at.y} className={styles.district} aria-hidden="true">
              {d.nameShort[GEO_NAME[locale]]}
            </text>
          ) : null;
        })}
        {pins.map(({ item, x, y }) => (
          <Link key={item.estateId} to={href('newPropertyDetail', { propertyId: String(item.estateId) }, locale)} aria-label={item.nameWithCulture}>
            <circle cx={x} cy={y} r={7} className={styles.pin} data-status={item.salesStatus} />
            <title>{`${item.nameWithCulture} · ${item.salesStatusWithCulture}`}</title>
          </Link>
        ))}
      </svg>
      <figcaption className={styles.caption}>{t('map.caption', { count: pins.length })}</figcaption>
    </figure>
  );
}

import { mediaUrl } from '@portal/shared/api';
import { useNewPropertiesT } from '../../../i18n/use-new-properties-t';
import type { NewEstateDetail } from '../../../lib/new-estate-types';
import styles from './development.module.css';

/** The introduction: the description, the facts of spec 3.2 and the first photos. */
export function IntroTab({ estate }: { estate: NewEstateDetail }) {
  const { t } = useNewPropertiesT();
  const facts: Array<[string, string | number | null]> = [
    ['developer', estate.developerNameWithCulture], ['towers', estate.towerCount], ['flats', estate.flatCount],
    ['carparks', estate.carparkCount], ['ratio', estate.flatCarparkRatio === null ? null : `${estate.flatCarparkRatio} : 1`],
    ['handover', estate.expectedHandover], ['salesStart', estate.salesStartDate],
    ['primarySchoolNet', estate.primarySchoolNetNameWithCulture], ['secondarySchoolNet', estate.secondarySchoolNetNameWithCulture],
    ['station', estate.station?.nameWithCulture ?? null], ['management', estate.managementCompanyWithCulture],
    ['showFlat', estate.showFlatLocationWithCulture],
  ];
  return (
    <section className={styles.section} aria-labelledby="np-intro">
      <h2 id="np-intro">{t('tabs.intro')}</h2>
      {estate.descriptionWithCulture ? <p>{estate.descriptionWithCulture}</p> : null}
      <dl className={styles.facts} data-testid="development-facts">
        {facts.filter(([, v]) => v !== null && v !== '').map(([key, value]) => (
          <div key={key}>
            <dt>{t(`facts.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <ul className={styles.gallery}>
        {estate.photos.slice(0, 4).map((photo, i) => (
          <li key={photo}>
            <img src={mediaUrl(photo)} alt={t('detail.photoAlt', { name: estate.nameWithCulture, n: i + 1 })} width={400} height={300} loading={i === 0 ? 'eager' : 'lazy'} />
          </li>
        ))}
      </ul>
    </section>
  );
}

import { useApi } from '@portal/shared/api';
import { searchDeveloperResponses } from '@portal/shared/endpoints';
import { formatUnitPrice } from '@portal/shared/format';
import type { Locale } from '@portal/shared/routing';
import { useEstatesT } from '../../../i18n/use-estates-t';
import type { EstateDetail } from '../../../lib/types';
import figures from '../../../lib/facts.module.css';
import styles from './estate-detail.module.css';

/** The introduction tab: description, developer and management, school nets, station, phases and facilities. */
export function EstateIntro({ estate, locale }: { estate: EstateDetail; locale: Locale }) {
  const { t } = useEstatesT();
  const e = estate;
  // the developer with the number of its estates (SearchDeveloperResponses)
  const dev = useApi(searchDeveloperResponses, { body: { developerIds: e.developerID !== null ? [e.developerID] : [] }, language: locale, enabled: e.developerID !== null });
  const developer = dev.data?.find((d) => d.developerID === e.developerID);
  const rows: Array<[string, string | null]> = [
    [t('intro.developer'), developer ? t('intro.developerEstates', { name: developer.nameWithCulture, count: developer.estateCount }) : e.developerNameWithCulture],
    [t('intro.management'), e.managementCompanyWithCulture],
    [t('intro.storeys'), e.storeys ? String(e.storeys) : null],
    [t('intro.phases'), e.phases?.length ? e.phases.map((p) => p.nameWithCulture).join(t('intro.separator')) : null],
    [t('intro.carparks'), e.carparkCount ? String(e.carparkCount) : null],
    [t('intro.primaryNet'), e.primarySchoolNetNameWithCulture],
    [t('intro.secondaryNet'), e.secondarySchoolNetNameWithCulture],
    [t('intro.station'), e.station ? (e.station.distance !== null ? t('intro.stationDistance', { name: e.station.nameWithCulture, m: Math.round(e.station.distance) }) : e.station.nameWithCulture) : null],
    [t('intro.avgListing'), e.avgListingPrice ? formatUnitPrice(e.avgListingPrice, locale) : null],
  ];
  return (
    <section className={styles.section} data-testid="estate-intro">
      <h2>{t('intro.title')}</h2>
      {e.descriptionWithCulture ? <p className={styles.description}>{e.descriptionWithCulture}</p> : null}
      <dl className={figures.facts}>
        {rows.filter((r): r is [string, string] => Boolean(r[1])).map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      {e.facilities.length > 0 ? (
        <>
          <h3>{t('intro.facilities')}</h3>
          <ul className={styles.tags}>{e.facilities.map((f) => <li key={f.facilitiesID}>{f.facilitiesNameWithCulture}</li>)}</ul>
        </>
      ) : null}
    </section>
  );
}

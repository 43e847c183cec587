import { useApi } from '@portal/shared/api';
import { getEstateAroundInfos } from '@portal/shared/endpoints';
import { href, type Locale } from '@portal/shared/routing';
import { ErrorState, SkeletonText } from '@portal/shared/ui';
import { Link } from 'react-router';
import { useEstatesT } from '../../../i18n/use-estates-t';
import styles from './estate-detail.module.css';

const metres = (m: number) => Math.round(m);

/** Surroundings within 1.5 km (GetEstateAroundInfos): stations with their lines, school nets, facilities, estates. */
export function EstateAround({ estateId, locale }: { estateId: number; locale: Locale }) {
  const { t } = useEstatesT();
  const state = useApi(getEstateAroundInfos, { query: { estateId }, language: locale });
  if (state.error && !state.data) return <ErrorState title={t('around.errorTitle')} message={state.error.message} onRetry={state.reload} headingLevel={2} />;
  if (!state.data) return <SkeletonText lines={6} />;
  const a = state.data;
  return (
    <section className={styles.section} data-testid="estate-around">
      <h2>{t('around.title')}</h2>
      <h3>{t('around.stations')}</h3>
      {a.stations.length === 0 ? <p>{t('around.noStations')}</p> : (
        <ul className={styles.plain}>
          {a.stations.map((s) => (
            <li key={s.id}>
              {t('around.distance', { name: s.nameWithCulture, m: metres(s.distance) })}
              {s.lines.map((l) => <span key={l.id} className={styles.line}><span aria-hidden="true" className={styles.swatch} style={{ background: l.color }} />{l.nameWithCulture}</span>)}
            </li>
          ))}
        </ul>
      )}
      <h3>{t('around.schoolNets')}</h3>
      <ul className={styles.plain}>{a.schoolNets.map((n) => <li key={n.code}>{n.nameWithCulture}</li>)}</ul>
      {a.facilities.length > 0 ? (
        <>
          <h3>{t('around.facilities')}</h3>
          <ul className={styles.tags}>{a.facilities.map((f) => <li key={f.facilitiesID}>{f.facilitiesNameWithCulture}</li>)}</ul>
        </>
      ) : null}
      {a.estates.length > 0 ? (
        <>
          <h3>{t('around.estates')}</h3>
          <ul className={styles.plain}>
            {a.estates.map((e) => (
              <li key={e.id}><Link to={href('estateDetail', { propertyId: String(e.id) }, locale)}>{e.nameWithCulture}</Link> · {t('around.metres', { m: metres(e.distance) })}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

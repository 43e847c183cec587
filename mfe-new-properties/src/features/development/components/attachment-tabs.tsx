import { mediaUrl, useApi } from '@portal/shared/api';
import { getNewEstateBuildingAttachments } from '@portal/shared/endpoints';
import { withLocale, type Locale } from '@portal/shared/routing';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useNewPropertiesT } from '../../../i18n/use-new-properties-t';
import type { NewEstateDetail } from '../../../lib/new-estate-types';
import { Loaded } from './loaded';
import styles from './development.module.css';

type Attachments = NonNullable<ReturnType<typeof useAttachments>['data']>;
const useAttachments = (estateId: number, locale: Locale) => useApi(getNewEstateBuildingAttachments, { query: { estateId }, language: locale });

function AttachmentSection({ id, title, estateId, locale, children }: {
  id: string; title: string; estateId: number; locale: Locale; children: (a: Attachments) => ReactNode;
}) {
  const state = useAttachments(estateId, locale);
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <Loaded state={state}>{children}</Loaded>
    </section>
  );
}

/** Floor plans: the plan of each room type. */
export function FloorPlansTab({ estateId, locale }: { estateId: number; locale: Locale }) {
  const { t } = useNewPropertiesT();
  return (
    <AttachmentSection id="np-floor-plans" title={t('tabs.floor-plans')} estateId={estateId} locale={locale}>
      {(a) => (
        <ul className={styles.gallery} data-testid="floor-plans">
          {a.floorPlans.map((p) => (
            <li key={p.roomTypeID}>
              <figure>
                <img src={mediaUrl(p.floorPlan)} alt={t('plans.floorPlanAlt', { name: p.nameWithCulture })} width={400} height={300} loading="lazy" />
                <figcaption>{p.nameWithCulture}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
    </AttachmentSection>
  );
}

/** The sales brochure: its photos and the particulars it states. */
export function BrochureTab({ estate, locale }: { estate: NewEstateDetail; locale: Locale }) {
  const { t } = useNewPropertiesT();
  return (
    <AttachmentSection id="np-brochure" title={t('tabs.brochure')} estateId={estate.estateId} locale={locale}>
      {(a) => (
        <>
          <p>{t('brochure.intro', { name: estate.nameWithCulture, developer: estate.developerNameWithCulture ?? '—', handover: estate.expectedHandover ?? '—' })}</p>
          <ul className={styles.gallery} data-testid="brochure">
            {a.photos.map((photo, i) => (
              <li key={photo}>
                <img src={mediaUrl(photo)} alt={t('detail.photoAlt', { name: estate.nameWithCulture, n: i + 1 })} width={400} height={300} loading="lazy" />
              </li>
            ))}
          </ul>
        </>
      )}
    </AttachmentSection>
  );
}

/** Reference links: the development's pages elsewhere on the site, in the page's language. */
export function LinksTab({ estateId, locale }: { estateId: number; locale: Locale }) {
  const { t } = useNewPropertiesT();
  return (
    <AttachmentSection id="np-links" title={t('tabs.links')} estateId={estateId} locale={locale}>
      {(a) => (
        <ul className={styles.list} data-testid="reference-links">
          {a.referenceLinks.map((link, i) => {
            const url = typeof link.url === 'string' ? link.url : '';
            const title = typeof link.title === 'string' ? link.title : url;
            if (url.startsWith('/') && !url.startsWith('//')) return <li key={i}><Link to={withLocale(url, locale)}>{title}</Link></li>;
            // only web addresses leave the site (never a script or data address)
            return /^https?:\/\//i.test(url) ? <li key={i}><a href={url} rel="noopener noreferrer">{title}</a></li> : null;
          })}
        </ul>
      )}
    </AttachmentSection>
  );
}

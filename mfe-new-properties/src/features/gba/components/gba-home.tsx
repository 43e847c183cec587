import { useApi } from '@portal/shared/api';
import { getGbaCities } from '@portal/shared/endpoints';
import { href, type Locale } from '@portal/shared/routing';
import { usePageMeta } from '@portal/shared/seo';
import { ErrorState, SkeletonCard } from '@portal/shared/ui';
import { Link } from 'react-router';
import { useGbaT } from '../i18n';
import { withHkdText } from '../lib/format';
import { gbaListHref } from '../lib/list-href';
import { GbaNav } from './gba-nav';
import { RateNote } from './rate-note';
import styles from './gba.module.css';

/** The section's home (/greaterBayArea/index): each city with its projects and average price, and the buyer's sums. */
export function GbaHome({ locale }: { locale: Locale }) {
  const { t } = useGbaT();
  usePageMeta({ title: t('home.title'), description: t('home.intro') });
  const state = useApi(getGbaCities, { language: locale }, [locale]);
  return (
    <section className={styles.page} data-testid="gba-home">
      <GbaNav locale={locale} current="gbaIndex" />
      <h1>{t('home.title')}</h1>
      <p className={styles.intro}>{t('home.intro')}</p>
      <h2>{t('home.cities')}</h2>
      {state.error && !state.data ? <ErrorState title={t('home.errorTitle')} message={state.error.message} onRetry={state.reload} /> : null}
      {!state.data && !state.error ? <div aria-busy="true"><SkeletonCard /></div> : null}
      {state.data ? (
        <>
          <ul className={styles.cards}>
            {state.data.cities.map((c) => (
              <li key={c.cityId} className={styles.card}>
                <h3><Link to={gbaListHref({ cityCode: c.code }, locale)}>{c.name}</Link></h3>
                <p className={styles.muted}>{t('home.projects', { count: c.projectCount })}</p>
                <p className={styles.muted}>
                  {c.averageUnitPricePerM2 !== null && c.averageUnitPricePerM2Hkd !== null
                    ? t('home.average', { price: t('perM2', { amount: withHkdText(t, c.averageUnitPricePerM2, c.averageUnitPricePerM2Hkd, c.currency, locale) }) })
                    : t('home.noAverage')}
                </p>
              </li>
            ))}
          </ul>
          <RateNote rates={state.data.rates} locale={locale} />
        </>
      ) : null}
      <section className={styles.card} aria-labelledby="gba-tools">
        <h2 id="gba-tools">{t('home.toolsTitle')}</h2>
        <p>{t('home.toolsText')}</p>
        <p><Link to={href('gbaTools', {}, locale)}>{t('home.toolsLink')}</Link></p>
      </section>
    </section>
  );
}

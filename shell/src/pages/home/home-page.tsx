import type { FeaturedNewsWidgetProps, HotNewPropertiesWidgetProps, LatestListingsWidgetProps, PopularEstatesWidgetProps, RemotePageProps } from '@portal/shared/mf';
import { href } from '@portal/shared/routing';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HomeMeta } from '../../seo/home-meta';
import { SearchForm } from '../search-form';
import { HotSearches } from './hot-searches';
import { WidgetSlot } from './widget-slot';
import styles from './home.module.css';

/** The home page: composed from the widgets the remotes expose, plus the shell's search. */
export default function HomePage({ locale }: RemotePageProps) {
  const { t } = useTranslation('shell');
  // the widgets' props keep their identity from render to render (WidgetSlot is memoized)
  const byLocale = useMemo(() => ({ locale }), [locale]);
  const sale = useMemo(() => ({ locale, rentalType: 1 as const }), [locale]);
  const rent = useMemo(() => ({ locale, rentalType: 2 as const }), [locale]);
  return (
    <div className={styles.home} data-testid="home-page">
      <HomeMeta locale={locale} />
      <section className={styles.hero}>
        <h1>{t('home.title')}</h1>
        <p>{t('home.subtitle')}</p>
        <SearchForm locale={locale} />
      </section>
      <HotSearches locale={locale} />
      <section className={styles.section} aria-labelledby="latest-sale" data-testid="latest-sale">
        <header className={styles.sectionHead}>
          <h2 id="latest-sale">{t('home.latestSale')}</h2>
          <Link to={href('buyList', {}, locale)}>{t('home.more')}</Link>
        </header>
        <WidgetSlot<LatestListingsWidgetProps> remote="listings" exposed="LatestListingsWidget" props={sale} items={9} />
      </section>
      <section className={styles.section} aria-labelledby="latest-rent" data-testid="latest-rent">
        <header className={styles.sectionHead}>
          <h2 id="latest-rent">{t('home.latestRent')}</h2>
          <Link to={href('rentList', {}, locale)}>{t('home.more')}</Link>
        </header>
        <WidgetSlot<LatestListingsWidgetProps> remote="listings" exposed="LatestListingsWidget" props={rent} items={9} />
      </section>
      <section className={styles.section} aria-labelledby="hot-new-properties" data-testid="hot-new-properties-section">
        <header className={styles.sectionHead}>
          <h2 id="hot-new-properties">{t('home.hotNewProperties')}</h2>
          <Link to={href('newPropertyList', {}, locale)}>{t('home.more')}</Link>
        </header>
        <WidgetSlot<HotNewPropertiesWidgetProps> remote="newProperties" exposed="HotNewPropertiesWidget" props={byLocale} items={6} later="hot-new-properties" />
      </section>
      <section className={styles.section} aria-labelledby="popular-estates" data-testid="popular-estates-section">
        <header className={styles.sectionHead}>
          <h2 id="popular-estates">{t('home.popularEstates')}</h2>
          <Link to={href('estateList', {}, locale)}>{t('home.more')}</Link>
        </header>
        <WidgetSlot<PopularEstatesWidgetProps> remote="estates" exposed="PopularEstatesWidget" props={byLocale} items={6} later="popular-estates" />
      </section>
      <section className={styles.section} aria-labelledby="featured-news" data-testid="featured-news">
        <header className={styles.sectionHead}>
          <h2 id="featured-news">{t('home.featuredNews')}</h2>
          <Link to={href('newsList', {}, locale)}>{t('home.more')}</Link>
        </header>
        <WidgetSlot<FeaturedNewsWidgetProps> remote="news" exposed="FeaturedNewsWidget" props={byLocale} items={6} later="featured-news" />
      </section>
    </div>
  );
}

import type { Locale } from '@portal/shared/routing';
import { Link } from 'react-router';
import { href } from '@portal/shared/routing';
import {
  ArrangementsTab, BrochureTab, DiscountsTab, FloorPlansTab, FloorsTab, IntroTab, LinksTab, PaymentPlansTab, PriceListTab,
  RoomTypeGallery, SalesStatusTab, TransactionsTab, UnitsTab, type DevelopmentTab,
} from '../../features/development';
import { MortgageSlot } from '../../features/mortgage';
import { useNewPropertiesT } from '../../i18n/use-new-properties-t';
import type { NewEstateDetail } from '../../lib/new-estate-types';
import { Recommendations } from './recommendations';
import styles from './development-screen.module.css';

/** The body of one tab of a development page. */
export function TabBody({ tab, estate, locale, search }: { tab: DevelopmentTab; estate: NewEstateDetail; locale: Locale; search: string }) {
  const { t } = useNewPropertiesT();
  const id = estate.estateId;
  const common = { estateId: id, locale };
  switch (tab) {
    case 'intro': return <IntroTab estate={estate} />;
    case 'units': return <UnitsTab {...common} />;
    case 'floors': return <FloorsTab {...common} search={search} />;
    case 'price-list': return <PriceListTab estate={estate} locale={locale} search={search} />;
    case 'discounts': return <DiscountsTab {...common} />;
    case 'payment-plans': return <PaymentPlansTab {...common} search={search} />;
    case 'sales-status': return <SalesStatusTab {...common} />;
    case 'floor-plans': return <FloorPlansTab {...common} />;
    case 'priced-floor-plans': return <RoomTypeGallery {...common} id="np-priced-plans" title={t('tabs.priced-floor-plans')} />;
    case 'recommendations': return <Recommendations {...common} />;
    case 'mortgage':
      return (
        <section aria-labelledby="np-mortgage">
          <h2 id="np-mortgage" className={styles.heading}>{t('tabs.mortgage')}</h2>
          <MortgageSlot locale={locale} price={estate.minPrice ?? undefined} />
        </section>
      );
    case 'brochure': return <BrochureTab estate={estate} locale={locale} />;
    case 'arrangements': return <ArrangementsTab {...common} />;
    case 'transactions': return <TransactionsTab {...common} />;
    case 'links': return <LinksTab {...common} />;
    case 'layouts':
      return (
        <>
          <RoomTypeGallery {...common} id="np-layouts" title={t('tabs.layouts')} />
          <p className={styles.more}>
            <Link to={href('newPropertyLayouts', { propertyId: String(id) }, locale)}>{t('layouts.allLayouts')}</Link>
          </p>
        </>
      );
  }
}

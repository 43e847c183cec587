import type { Locale } from '@portal/shared/routing';
import { usePageMeta } from '@portal/shared/seo';
import { formatUnitPrice } from '@portal/shared/format';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { EstateBookmark, EstateHeader, recordEstateVisit } from '../../features/estate-detail';
import { useEstatesT } from '../../i18n/use-estates-t';
import { ESTATE_TABS, queryOf, type EstatePageState } from '../../lib/estate-tabs';
import type { EstateDetail } from '../../lib/types';
import { EstateTabPanel } from './estate-tab-panel';
import styles from './estate-screen.module.css';

/** An estate's page (spec 2.6): its header, the ten tabs as links, and the chosen tab. */
export function EstateScreen({ estate, state, locale }: { estate: EstateDetail; state: EstatePageState; locale: Locale }) {
  const { t } = useEstatesT();
  const { pathname } = useLocation();
  const hrefOf = (next: EstatePageState) => `${pathname}${queryOf(next)}`;
  const price = estate.avgDealPrice ? formatUnitPrice(estate.avgDealPrice, locale) : null;
  usePageMeta({
    title: t('detail.metaTitle', { name: estate.estateNameWithCulture, district: estate.gscopeNameWithCulture }),
    description: price ? t('detail.metaPrice', { name: estate.estateNameWithCulture, price }) : t('detail.metaPlain', { name: estate.estateNameWithCulture, address: estate.addressWithCulture }),
  });
  useEffect(() => recordEstateVisit(estate), [estate]);
  return (
    <article data-testid="estate-page">
      <EstateHeader estate={estate} locale={locale} actions={<EstateBookmark estateId={estate.estateID} locale={locale} />} />
      <nav className={styles.tabs} aria-label={t('detail.tabsLabel')}>
        <ul>
          {ESTATE_TABS.map((tab) => (
            <li key={tab}>
              <Link to={hrefOf({ tab, kind: 'sale', page: 1 })} aria-current={tab === state.tab ? 'page' : undefined} preventScrollReset data-testid={`estate-tab-${tab}`}>
                {t(`detail.tabs.${tab}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.panel}>
        <EstateTabPanel estate={estate} state={state} locale={locale} hrefOf={hrefOf} />
      </div>
    </article>
  );
}

import { NotFoundStatus } from '@portal/shared/mf';
import type { PropertyDetail } from '@portal/shared/contracts';
import { href, type Locale } from '@portal/shared/routing';
import { EmptyState, ErrorState, SkeletonCard, SkeletonText } from '@portal/shared/ui';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useListingsT } from '../../../i18n/use-listings-t';
import { useServicedProperty } from '../api/use-serviced-property';
import { LeasePicker } from './lease-picker';
import styles from './serviced-detail.module.css';

export interface ServicedDetailBodyProps {
  propertyId: string;
  locale: Locale;
  /** the apartment itself (the page composes the listing-detail view) */
  renderProperty: (property: PropertyDetail) => ReactNode;
  /** called once the apartment has loaded (the page records the browse history) */
  onLoaded?: (property: PropertyDetail) => void;
}

/** A serviced apartment's page: loading, not found and error states, the apartment and its lease picker. */
export function ServicedDetailBody({ propertyId, locale, renderProperty, onLoaded }: ServicedDetailBodyProps) {
  const { t } = useListingsT();
  const state = useServicedProperty(propertyId, locale);
  const loaded = state.data;
  const onLoadedRef = useRef(onLoaded);
  useEffect(() => {
    onLoadedRef.current = onLoaded;
  });
  useEffect(() => {
    if (loaded) onLoadedRef.current?.(loaded);
  }, [loaded]);
  const backLink = <Link to={href('servicedList', {}, locale)}>{t('serviced.detail.backToList')}</Link>;
  if (propertyId === '' || state.error?.status === 404) {
    return (
      <>
        <NotFoundStatus />
        <EmptyState title={t('serviced.detail.notFound')} text={t('serviced.detail.notFoundText')} action={backLink} />
      </>
    );
  }
  if (state.error && !state.data) return <ErrorState title={t('serviced.detail.errorTitle')} message={state.error.message} onRetry={state.reload} />;
  const p = state.data;
  if (!p) {
    return (
      <div aria-busy="true" data-testid="serviced-detail-skeleton">
        <SkeletonText lines={1} />
        <SkeletonCard />
      </div>
    );
  }
  return (
    <div className={styles.layout} data-testid="serviced-detail">
      <div className={styles.main}>{renderProperty(p)}</div>
      <aside className={styles.side}>
        {p.isServiced && p.rentalType === 2 ? (
          <LeasePicker monthlyRent={p.price} minMonths={p.leaseMinMonths} maxMonths={p.leaseMaxMonths} locale={locale} />
        ) : (
          <p className={styles.notice} role="note">
            {t('serviced.detail.notServiced')}{' '}
            <Link to={href(p.rentalType === 2 ? 'rentDetail' : 'saleDetail', { propertyId: p.propertyID }, locale)}>
              {t('serviced.detail.openListing')}
            </Link>
          </p>
        )}
        {backLink}
      </aside>
    </div>
  );
}

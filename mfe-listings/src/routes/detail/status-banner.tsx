import type { PropertyDetail } from '@portal/shared/contracts';
import { useListingsT } from '../../i18n/use-listings-t';
import styles from './detail-screen.module.css';

/** Spec 4.1 states that show a banner; an effective listing shows none. */
const BANNER_STATES = ['awaitingPayment', 'underReview', 'notApproved', 'expired', 'hidden', 'deleted', 'contentUpdated', 'removed'] as const;
type BannerState = (typeof BANNER_STATES)[number];

export function bannerStateOf(property: Pick<PropertyDetail, 'propertyStatusKey'>): BannerState | null {
  const key = property.propertyStatusKey as BannerState;
  return BANNER_STATES.includes(key) ? key : null;
}

/** The listing state banner of spec 4.1 (role=status), or nothing for an effective listing. */
export function StatusBanner({ property }: { property: PropertyDetail }) {
  const { t } = useListingsT();
  const state = bannerStateOf(property);
  if (!state) return null;
  const gone = state === 'removed' || state === 'deleted';
  return (
    <p role="status" className={gone ? styles.bannerGone : styles.banner} data-testid="listing-state-banner" data-state={state}>
      {t(`detail.banner.${state}`)}
    </p>
  );
}

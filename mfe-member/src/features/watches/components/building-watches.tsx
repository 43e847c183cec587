import { call } from '@portal/shared/api';
import type { BuildingWatch } from '@portal/shared/contracts';
import { addBuildingWatch, deleteBuildingWatch, getBuildingWatches } from '@portal/shared/endpoints';
import { href, type Locale } from '@portal/shared/routing';
import { Button, ErrorState, SkeletonText, toast } from '@portal/shared/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { useMemberT } from '../../../i18n/use-member-t';
import { EstatePicker } from '../../../lib/estate-picker';
import { useFailureText } from '../../../lib/failure-text';
import styles from '../../../lib/member-list.module.css';
import { usePrivateApi } from '../../../lib/private-api';

/**
 * The estates and blocks the member follows (beyond any Hong Kong portal): a new deal, a new
 * listing or a price cut there becomes a notice here and an e-mail. Follow one more, or stop.
 */
export function BuildingWatches({ locale }: { locale: Locale }) {
  const { t } = useMemberT();
  const failureText = useFailureText();
  const state = usePrivateApi(getBuildingWatches);
  const [estateId, setEstateId] = useState<number>();
  const [buildingId, setBuildingId] = useState<number>();
  const run = async (work: () => Promise<unknown>) => {
    try {
      await work();
      state.reload();
    } catch (error) {
      toast.error(failureText(error));
    }
  };
  if (state.error && !state.data) return <ErrorState title={t('watch.errorTitle')} message={state.error.message} onRetry={state.reload} headingLevel={3} />;
  if (!state.data) return <SkeletonText lines={3} />;
  const { items, limit } = state.data;
  const label = (w: BuildingWatch) => [w.estateNameWithCulture, w.buildingNameWithCulture].filter(Boolean).join(' ');
  return (
    <section className={styles.section} data-testid="building-watches">
      <p className={styles.facts}>{t('watch.count', { count: items.length, limit })}</p>
      <ul className={styles.list}>
        {items.map((w) => (
          <li key={w.watchId} className={styles.row}>
            <Link to={href('estateDetail', { propertyId: String(w.estateId) }, locale)}>{label(w)}</Link>
            <Button type="button" size="sm" variant="ghost" aria-label={t('watch.stopNamed', { name: label(w) })} onClick={() => void run(() => call(deleteBuildingWatch, { query: { watchId: w.watchId } }))}>
              {t('watch.stop')}
            </Button>
          </li>
        ))}
      </ul>
      {items.length < limit && (
        <>
          <EstatePicker estateId={estateId} buildingId={buildingId} onEstate={setEstateId} onBuilding={setBuildingId} />
          <div>
            <Button type="button" disabled={!estateId} onClick={() => void run(() => call(addBuildingWatch, { body: { estateId: estateId as number, ...(buildingId ? { buildingId } : {}) } }))}>
              {t('watch.follow')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

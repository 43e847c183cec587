import type { GbaSalePermit } from '@portal/shared/contracts';
import type { Locale } from '@portal/shared/routing';
import { useGbaT } from '../i18n';
import { numberText } from '../lib/format';
import styles from './gba.module.css';

/** Pre-sale permits: number, day issued, buildings, units and floor area. */
export function PermitTable({ permits, locale }: { permits: readonly GbaSalePermit[]; locale: Locale }) {
  const { t } = useGbaT();
  if (permits.length === 0) return <p>{t('project.noPermits')}</p>;
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{t('project.permitNo')}</th>
          <th scope="col">{t('project.issuedOn')}</th>
          <th scope="col">{t('project.buildings')}</th>
          <th scope="col" className={styles.num}>{t('project.units')}</th>
          <th scope="col" className={styles.num}>{t('project.permitArea')}</th>
        </tr>
      </thead>
      <tbody>
        {permits.map((permit) => (
          <tr key={`${permit.permitNo}-${permit.issuedOn}`}>
            <td>{permit.permitNo}</td>
            <td>{permit.issuedOn}</td>
            <td>{permit.buildings}</td>
            <td className={styles.num}>{numberText(permit.unitCount, locale)}</td>
            <td className={styles.num}>{`${numberText(permit.areaM2, locale)} m²`}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

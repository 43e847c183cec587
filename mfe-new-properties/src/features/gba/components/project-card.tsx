import type { GbaProjectCard } from '@portal/shared/contracts';
import { href, type Locale } from '@portal/shared/routing';
import { Link } from 'react-router';
import { useGbaT } from '../i18n';
import { PriceFacts } from './prices';
import styles from './gba.module.css';

/** One project of the list: name, place, developer, prices in local currency and HKD, areas in m² and ft². */
export function ProjectCard({ project: p, locale }: { project: GbaProjectCard; locale: Locale }) {
  const { t } = useGbaT();
  return (
    <li className={styles.card} data-testid="gba-project-card">
      <span className={styles.status}>{t(`status.${p.salesStatus}`)}</span>
      <h2>
        <Link to={href('gbaDetail', { detailId: p.projectId }, locale)}>{p.name}</Link>
      </h2>
      <p className={styles.muted}>{`${p.cityName} · ${p.districtName}`}</p>
      <p className={styles.muted}>{t('card.developer', { name: p.developerName })}</p>
      <PriceFacts prices={p.prices} area={p.area} locale={locale} />
      <p className={styles.muted}>
        {[t('card.plans', { count: p.floorplanCount }), p.completionYear ? t('card.completion', { year: p.completionYear }) : null].filter(Boolean).join(' · ')}
      </p>
    </li>
  );
}

import type { RemotePageProps } from '@portal/shared/mf';
import { usePageMeta } from '@portal/shared/seo';
import { Chip, EmptyState } from '@portal/shared/ui';
import { useState } from 'react';
import { EstateListView } from '../features/estate-list';
import { RecentEstates } from '../features/estate-history';
import { EstatesOnMap } from '../features/estate-map';
import { useEstatesT } from '../i18n/use-estates-t';
import { filterOf } from '../lib/estate-query';
import { useEstateReference } from '../lib/estate-reference';
import styles from './estate-list-page.module.css';

/** result pages after this one are not indexed */
const INDEXED_PAGES = 5;

/** estateList: /estate[/{filter}/][/{tertiary}], /estateList[/{filter}/] (spec 2.2, 2.8), as cards or on the map */
export default function EstateListPage({ locale, params, search }: RemotePageProps) {
  const { t } = useEstatesT();
  const filter = filterOf(params, search);
  const reference = useEstateReference(locale);
  const [view, setView] = useState<'list' | 'map'>('list');
  usePageMeta({ title: t('page.title'), description: t('page.intro'), noindex: (filter?.page ?? 1) > INDEXED_PAGES });
  if (!filter) return <EmptyState title={t('list.invalidFilter')} />;
  const choice = (value: 'list' | 'map', label: string) => <Chip label={label} selected={view === value} onClick={() => setView(value)} />;
  return (
    <EstateListView
      filter={filter}
      locale={locale}
      reference={reference}
      tertiary={params.filter ? params.tertiary : undefined}
      asideExtra={<RecentEstates locale={locale} />}
      toolbarExtra={<div className={styles.views} role="group" aria-label={t('list.viewLabel')}>{choice('list', t('list.listView'))}{choice('map', t('list.mapView'))}</div>}
      aboveResults={(items) => (view === 'map' ? <div className={styles.map}><EstatesOnMap estates={items} locale={locale} /></div> : null)}
    />
  );
}

import { useApi } from '@portal/shared/api';
import { getGbaCities, searchGbaProjects } from '@portal/shared/endpoints';
import type { Locale } from '@portal/shared/routing';
import { usePageMeta } from '@portal/shared/seo';
import type { GbaFilter } from '@portal/shared/url';
import { EmptyState, ErrorState, Pagination, RouterPaginationLink, SkeletonCard } from '@portal/shared/ui';
import { useGbaT } from '../i18n';
import { gbaListHref } from '../lib/list-href';
import { GbaNav } from './gba-nav';
import { ListFilters } from './list-filters';
import { ProjectCard } from './project-card';
import { RateNote } from './rate-note';
import styles from './gba.module.css';

/** The Greater Bay Area list (SearchProjects) under its filter links (GetCities), with the rates used. */
export function GbaList({ filter, locale }: { filter: GbaFilter; locale: Locale }) {
  const { t } = useGbaT();
  const cities = useApi(getGbaCities, { language: locale }, [locale]);
  const query = { cityCode: filter.cityCode, districtId: filter.districtId, priceBand: filter.priceBand, areaBand: filter.areaBand, order: filter.order, page: filter.page };
  const results = useApi(searchGbaProjects, { query, language: locale });
  const city = cities.data?.cities.find((c) => c.code === filter.cityCode);
  const title = city ? t('list.titleCity', { city: city.name }) : t('list.title');
  usePageMeta({ title, description: t('list.description', { place: city?.name ?? t('list.everywhere') }) });
  const data = results.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <section className={styles.page} aria-busy={results.loading} data-testid="gba-list">
      <GbaNav locale={locale} current="gbaList" />
      <h1>{title}</h1>
      {cities.data ? <ListFilters filter={filter} cities={cities.data.cities} locale={locale} /> : null}
      {results.error && !data ? <ErrorState title={t('list.errorTitle')} message={results.error.message} onRetry={results.reload} /> : null}
      {!data && !results.error ? <div aria-busy="true"><SkeletonCard /><SkeletonCard /></div> : null}
      {data && data.items.length === 0 ? <EmptyState title={t('list.emptyTitle')} text={t('list.emptyText')} /> : null}
      {data && data.items.length > 0 ? (
        <>
          <p className={styles.muted} aria-live="polite">{t('list.total', { count: data.total })}</p>
          <ul className={styles.cards}>
            {data.items.map((p) => <ProjectCard key={p.projectId} project={p} locale={locale} />)}
          </ul>
          <Pagination page={data.page} total={pages} hrefFor={(page) => gbaListHref({ ...filter, page }, locale)} linkComponent={RouterPaginationLink} />
        </>
      ) : null}
      {cities.data ? <RateNote rates={cities.data.rates} locale={locale} /> : null}
    </section>
  );
}

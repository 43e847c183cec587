import type { Locale } from '@portal/shared/routing';
import type { ListFilter, ListKind } from '@portal/shared/url';
import { useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useListingsT } from '../../i18n/use-listings-t';
import { FilterChips } from '../../features/chips';
import {
  ResponsiveFilterPanel, SaveSearchButton, createFilterLabeler, makeBandResolver, useFilterReference,
} from '../../features/filters';

const BAND_CODES = ['p', 'a', 'd', 'o'] as const;

/**
 * What every filtered list page composes: the filter panel (a sheet on mobile) with save-search,
 * the chips of the chosen filters, and the band resolver the search needs for p/a/d/o codes
 * (`enabled` holds the search until the dictionaries can resolve them).
 */
export function useFilterTools(kind: ListKind, filter: ListFilter, locale: Locale, toHref: (filter: ListFilter) => string) {
  const { t } = useListingsT();
  const navigate = useNavigate();
  const ref = useFilterReference(locale);
  const resolveBand = useMemo(() => (ref.data ? makeBandResolver(ref.data.dictionaries) : undefined), [ref.data]);
  const labelFor = useMemo(() => createFilterLabeler(ref.data, kind, t), [ref.data, kind, t]);
  const needsBands = BAND_CODES.some((code) => (filter.codes[code]?.length ?? 0) > 0);
  const panel: ReactNode = (
    <ResponsiveFilterPanel
      filter={filter}
      kind={kind}
      reference={ref.data}
      referenceError={ref.error}
      onRetryReference={ref.retry}
      onApply={(next) => navigate(toHref(next))}
      footerExtra={<SaveSearchButton filter={filter} kind={kind} reference={ref.data} />}
    />
  );
  const chips: ReactNode = <FilterChips filter={filter} kind={kind} labelFor={labelFor} toHref={toHref} onNavigate={(to) => navigate(to)} />;
  return { panel, chips, resolveBand, enabled: !needsBands || Boolean(resolveBand) || Boolean(ref.error) };
}

import type { Locale } from '@portal/shared/routing';
import { BAND_CODES, type ListFilter, type ListKind } from '@portal/shared/url';
import { useIsMobile } from '@portal/shared/ui';
import { useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useListingsT } from '../../i18n/use-listings-t';
import { FilterChips } from '../../features/chips';
import {
  ResponsiveFilterPanel, SaveSearchButton, createFilterLabeler, makeBandResolver, useFilterReference,
} from '../../features/filters';

/**
 * What every filtered list page composes: the filter panel (a sheet on mobile) with save-search,
 * the chips of the chosen filters, and the band resolver the search needs for a/d/o/j codes
 * (`enabled` holds the search until the dictionaries can resolve them).
 */
export function useFilterTools(kind: ListKind, filter: ListFilter, locale: Locale, toHref: (filter: ListFilter) => string) {
  const { t } = useListingsT();
  const navigate = useNavigate();
  const mobile = useIsMobile();
  // on a phone the panel is a closed sheet: its lists (districts, MTR lines, school nets, bands)
  // load when the sheet is about to open, or at once when a chosen filter needs their labels
  const [sheetWanted, setSheetWanted] = useState(false);
  const hasCodes = Object.values(filter.codes).some((values) => (values?.length ?? 0) > 0);
  const ref = useFilterReference(locale, !mobile || sheetWanted || hasCodes);
  const resolveBand = useMemo(() => (ref.data ? makeBandResolver(ref.data.dictionaries) : undefined), [ref.data]);
  const labelFor = useMemo(() => createFilterLabeler(ref.data, kind, t), [ref.data, kind, t]);
  const needsBands = Object.entries(filter.codes).some(([code, values]) => code in BAND_CODES && (values?.length ?? 0) > 0);
  const panel: ReactNode = (
    <ResponsiveFilterPanel
      filter={filter}
      kind={kind}
      reference={ref.data}
      referenceError={ref.error}
      onRetryReference={ref.retry}
      onApply={(next) => navigate(toHref(next))}
      onOpen={() => setSheetWanted(true)}
      footerExtra={<SaveSearchButton filter={filter} kind={kind} reference={ref.data} />}
    />
  );
  const chips: ReactNode = <FilterChips filter={filter} kind={kind} labelFor={labelFor} toHref={toHref} onNavigate={(to) => navigate(to)} />;
  return { panel, chips, resolveBand, enabled: !needsBands || Boolean(resolveBand) || Boolean(ref.error) };
}

import type { PropertyListItem } from '@portal/shared/contracts';
import type { Locale } from '@portal/shared/routing';
import { Select } from '@portal/shared/ui';
import { orderIdOf, type ListFilter } from '@portal/shared/url';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useListingsT } from '../../../i18n/use-listings-t';
import { useOwnerListings, type ListingOwner } from '../api/use-owner-listings';
import { onPage, withSort } from '../detail-tabs';
import { DirectoryResults } from './directory-results';
import styles from './directory.module.css';

/** Listing sorts a tab offers (spec 3.4 user-facing keys). */
function sortChoices(rentalType: 1 | 2) {
  const kind = rentalType === 1 ? 'buy' : 'rent';
  return [
    { label: 'default', order: 0 },
    { label: 'latest', order: orderIdOf('latest') },
    { label: 'priceAsc', order: orderIdOf('price', 'asc', kind) },
    { label: 'priceDesc', order: orderIdOf('price', 'desc', kind) },
    { label: 'areaAsc', order: orderIdOf('saleableArea', 'asc') },
    { label: 'areaDesc', order: orderIdOf('saleableArea', 'desc') },
  ];
}

export interface ListingsPanelProps {
  owner: ListingOwner;
  rentalType: 1 | 2;
  filter: ListFilter;
  locale: Locale;
  hrefFor: (filter: ListFilter) => string;
  /** the listing cards (the page composes the listings feature's card) */
  renderItems: (items: readonly PropertyListItem[]) => ReactNode;
}

/** The sale or lease tab of an agency or agent: SearchProperty by companyId or accountId. */
export function ListingsPanel({ owner, rentalType, filter, locale, hrefFor, renderItems }: ListingsPanelProps) {
  const { t } = useListingsT();
  const navigate = useNavigate();
  const order = filter.order ?? 0;
  const page = filter.page ?? 1;
  const state = useOwnerListings(owner, rentalType, order, page, locale);
  const choices = sortChoices(rentalType);
  return (
    <div className={styles.directory} data-testid={`listings-panel-${rentalType === 1 ? 'sale' : 'rent'}`}>
      <div className={styles.panelBar}>
        <Select
          label={t('agents.directory.sort')}
          value={String(choices.some((c) => c.order === order) ? order : 0)}
          options={choices.map((c) => ({ value: String(c.order), label: t(`agents.listingSort.${c.label}`) }))}
          onChange={(e) => navigate(hrefFor(withSort(filter, Number(e.target.value))))}
          data-testid="listing-sort-select"
        />
      </div>
      <DirectoryResults
        data={state.data}
        error={state.error}
        reload={state.reload}
        page={page}
        hrefFor={(n) => hrefFor(onPage(filter, n))}
        emptyTitle={t(rentalType === 1 ? 'agents.tabs.emptySale' : 'agents.tabs.emptyRent')}
        renderList={renderItems}
        testId="owner-listings"
      />
    </div>
  );
}

import type { Locale } from '@portal/shared/routing';
import { Chip } from '@portal/shared/ui';
import { EMPTY_FILTER, withoutValue, type ListFilter } from '@portal/shared/url';
import { Link, useNavigate } from 'react-router';
import { useNewPropertiesT } from '../../../i18n/use-new-properties-t';
import type { FilterChipModel } from '../filter-options';
import { listHref } from '../list-url';
import styles from './filter-chips.module.css';

/** The chosen filters as chips (spec 4.6): removing one re-derives the URL without it, page 1. */
export function FilterChips({ chips, filter, locale }: { chips: readonly FilterChipModel[]; filter: ListFilter; locale: Locale }) {
  const { t } = useNewPropertiesT();
  const navigate = useNavigate();
  if (chips.length === 0) return null;
  return (
    <div className={styles.chips} data-testid="filter-chips">
      {chips.map((chip) => (
        <Chip
          key={`${chip.code}${chip.value}`}
          label={chip.label}
          removeLabel={t('filters.remove', { label: chip.label })}
          onRemove={() => navigate(listHref(withoutValue(filter, chip.code, chip.value), locale))}
        />
      ))}
      <Link className={styles.clear} to={listHref({ ...EMPTY_FILTER, query: filter.query }, locale)}>
        {t('filters.clear')}
      </Link>
    </div>
  );
}

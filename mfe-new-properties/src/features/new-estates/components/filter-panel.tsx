import type { ListFilter } from '@portal/shared/url';
import { Link } from 'react-router';
import { useNewPropertiesT } from '../../../i18n/use-new-properties-t';
import type { FilterGroup } from '../filter-options';
import { isChosen, toggled } from '../list-url';
import styles from './filter-panel.module.css';

export interface FilterPanelProps {
  groups: readonly FilterGroup[];
  filter: ListFilter;
  hrefOf: (next: ListFilter) => string;
  /** mobile: the panel folds into one disclosure */
  folded: boolean;
}

/** Every choice is a link to the list with it switched on or off: it works before hydration and is shareable. */
export function FilterPanel({ groups, filter, hrefOf, folded }: FilterPanelProps) {
  const { t } = useNewPropertiesT();
  const body = groups
    .filter((g) => g.choices.length > 0)
    .map((group) => (
      <div key={group.code} className={styles.group} role="group" aria-labelledby={`np-filter-${group.code}`}>
        <h2 id={`np-filter-${group.code}`} className={styles.heading}>{t(`filters.${group.code}`)}</h2>
        <ul className={styles.choices}>
          {group.choices.map((choice) => {
            const on = isChosen(filter, group.code, choice.value);
            return (
              <li key={choice.value}>
                <Link
                  className={styles.choice}
                  to={hrefOf(toggled(filter, group.code, choice.value))}
                  aria-current={on ? 'true' : undefined}
                  data-testid={`filter-${group.code}-${choice.value}`}
                  rel="nofollow"
                >
                  {choice.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    ));
  return (
    <nav className={styles.panel} aria-label={t('filters.label')} data-testid="new-estate-filters">
      {folded ? (
        <details className={styles.fold}>
          <summary>{t('filters.label')}</summary>
          {body}
        </details>
      ) : (
        body
      )}
    </nav>
  );
}

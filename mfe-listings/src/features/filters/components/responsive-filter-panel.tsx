import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Sheet, useIsMobile } from '@portal/shared/ui';
import { chosenValues } from '../model/filter-labels';
import { FilterPanel, type FilterPanelProps } from './filter-panel';
import styles from './filter-panel.module.css';

/** Desktop: the panel in place. Mobile (below 992 px): a "Filters (n)" button opening it in a Sheet. */
export function ResponsiveFilterPanel({ onOpen, ...props }: FilterPanelProps & {
  /** the sheet is about to open (also on hover and focus of its button): load what it shows */
  onOpen?: () => void;
}) {
  const { t } = useTranslation('listings');
  const mobile = useIsMobile();
  const [open, setOpen] = useState(false);
  if (!mobile) return <FilterPanel {...props} />;
  const q = props.filter.query;
  const count = chosenValues(props.filter).length + [q.pmin ?? q.pmax, q.amin ?? q.amax, q.dmin ?? q.dmax, q.key].filter((v) => v !== undefined).length;
  return (
    <>
      <Button
        variant="secondary"
        className={styles.trigger}
        aria-haspopup="dialog"
        onPointerEnter={onOpen}
        onFocus={onOpen}
        onClick={() => {
          onOpen?.();
          setOpen(true);
        }}
      >
        {t('filters.open', { count })}
      </Button>
      <Sheet open={open} onClose={() => setOpen(false)} title={t('filters.title')}>
        <FilterPanel
          {...props}
          onApply={(f) => {
            setOpen(false);
            props.onApply(f);
          }}
        />
      </Sheet>
    </>
  );
}

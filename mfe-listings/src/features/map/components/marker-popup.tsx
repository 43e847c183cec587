import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapListing } from '../map.types';
import styles from './offline-map.module.css';

interface Props {
  items: MapListing[];
  /** position inside the map, in % of its width and height */
  left: number;
  top: number;
  onClose(): void;
}

/** The card over a chosen marker (or over a group that cannot be split any further). */
export function MarkerPopup({ items, left, top, onClose }: Props) {
  const { t } = useTranslation('listings');
  const first = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    first.current?.focus();
  }, [items]);
  return (
    <div
      className={styles.popup}
      style={{ left: `${left}%`, top: `${top}%` }}
      role="dialog"
      aria-label={t('map.popupTitle')}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          onClose();
        }
      }}
    >
      <button type="button" className={styles.popupClose} aria-label={t('map.closePopup')} onClick={onClose}>
        ×
      </button>
      <ul className={styles.popupList}>
        {items.map((item, i) => (
          <li key={item.id} data-testid="map-popup-item">
            <p className={styles.popupTitle}>{item.title}</p>
            <p className={styles.popupPrice}>{item.priceText}</p>
            <a ref={i === 0 ? first : undefined} className={styles.popupLink} href={item.href}>
              {t('map.viewDetail')}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

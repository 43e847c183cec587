import { mediaUrl } from '@portal/shared/api';
import { useState } from 'react';
import { useListingsT } from '../../../i18n/use-listings-t';
import styles from './detail.module.css';

/** The listing's photos: one large photo with previous/next and a strip of thumbnails. */
export function PhotoGallery({ photos, title }: { photos: readonly string[]; title: string }) {
  const { t } = useListingsT();
  const [index, setIndex] = useState(0);
  if (photos.length === 0) return <div className={styles.noPhoto}>{t('detail.noPhotos')}</div>;
  const current = Math.min(index, photos.length - 1);
  const go = (delta: number) => setIndex((current + delta + photos.length) % photos.length);
  return (
    <section className={styles.gallery} aria-label={t('detail.photos')} data-testid="photo-gallery">
      <div className={styles.stage}>
        <img src={mediaUrl(photos[current])} alt={`${title} – ${t('detail.photo', { index: current + 1, count: photos.length })}`} width={720} height={540} fetchPriority="high" />
        {photos.length > 1 ? (
          <>
            <button type="button" className={styles.prev} onClick={() => go(-1)} aria-label={t('detail.previousPhoto')}>
              ‹
            </button>
            <button type="button" className={styles.next} onClick={() => go(1)} aria-label={t('detail.nextPhoto')}>
              ›
            </button>
          </>
        ) : null}
        <span className={styles.counter}>
          {current + 1} / {photos.length}
        </span>
      </div>
      <ul className={styles.thumbs}>
        {photos.map((src, i) => (
          <li key={src}>
            <button type="button" aria-current={i === current} onClick={() => setIndex(i)} aria-label={t('detail.photo', { index: i + 1, count: photos.length })}>
              <img src={mediaUrl(src)} alt="" width={100} height={75} loading="lazy" decoding="async" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

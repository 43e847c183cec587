import { mediaUrl, useApi } from '@portal/shared/api';
import { getFeaturedInformation } from '@portal/shared/endpoints';
import { href, type Locale } from '@portal/shared/routing';
import { useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { useNewsT } from '../../../i18n/use-news-t';
import styles from './news-carousel.module.css';

/**
 * The featured news of a category as a carousel (spec 3.5: carousel and album index): one slide
 * at a time, previous and next buttons, the arrow keys within it, and "n / total". Nothing moves
 * by itself. Hidden while loading or failed: the list below is the page's content.
 */
export function NewsCarousel({ locale, categoryId }: { locale: Locale; categoryId?: number }) {
  const { t } = useNewsT();
  const state = useApi(getFeaturedInformation, { query: { subCategoryID: categoryId ?? 0, size: 6 }, language: locale });
  const [index, setIndex] = useState(0);
  const slides = state.data ?? [];
  if (slides.length === 0) return null;
  const at = Math.min(index, slides.length - 1);
  const go = (delta: number) => setIndex((at + delta + slides.length) % slides.length);
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') go(1);
    else if (e.key === 'ArrowLeft') go(-1);
    else return;
    e.preventDefault();
  };
  const item = slides[at];
  if (!item) return null;
  return (
    <section className={styles.carousel} aria-roledescription={t('carousel.role')} aria-label={t('carousel.title')} onKeyDown={onKey} data-testid="news-carousel">
      <div className={styles.slide} role="group" aria-roledescription={t('carousel.slide')} aria-label={t('carousel.position', { n: at + 1, total: slides.length })}>
        <Link to={href('newsDetail', { id: item.informationID }, locale)} className={styles.link}>
          {item.cover ? <img src={mediaUrl(item.cover)} alt="" width={720} height={300} decoding="async" /> : null}
          <span className={styles.title}>{item.titleWithCulture}</span>
        </Link>
      </div>
      {slides.length > 1 ? (
        <div className={styles.controls}>
          <button type="button" onClick={() => go(-1)} aria-label={t('carousel.previous')}>‹</button>
          <span aria-live="polite">{t('carousel.position', { n: at + 1, total: slides.length })}</span>
          <button type="button" onClick={() => go(1)} aria-label={t('carousel.next')}>›</button>
        </div>
      ) : null}
    </section>
  );
}

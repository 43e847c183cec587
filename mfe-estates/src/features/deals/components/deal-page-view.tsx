import type { Locale } from '@portal/shared/routing';
import { EmptyState, ErrorState, Pagination, RouterPaginationLink, SkeletonText } from '@portal/shared/ui';
import { Link } from 'react-router';
import { useEstatesT } from '../../../i18n/use-estates-t';
import type { Deal } from '../../../lib/types';
import { DealTable } from './deal-table';
import styles from './deals.module.css';

export interface DealPageViewProps {
  title: string;
  testId: string;
  locale: Locale;
  rentalType: 1 | 2;
  /** a page of deals; undefined while the first one loads */
  data: { items: readonly Deal[]; total: number; pageIndex: number; pageCount: number } | undefined;
  /**
   * another kind or page is loading: the section says it is busy, and the rows still shown (of the
   * kind or page before) are dimmed and cannot be followed, so no one opens a sale under "Leases"
   */
  loading?: boolean;
  error: { message: string } | null | undefined;
  onRetry: () => void;
  /** what an empty page says */
  emptyTitle: string;
  /** the page URL with another kind or page (real links: the page is rendered on the server) */
  hrefWith: (change: { kind?: 'sale' | 'rent'; page?: number }) => string;
}

/** A page of deals with the sale/lease switch, the count, the table and the pages as links. */
export function DealPageView({ title, testId, locale, rentalType, data, loading = false, error, onRetry, emptyTitle, hrefWith }: DealPageViewProps) {
  const { t } = useEstatesT();
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageCount)) : 1;
  return (
    <section className={styles.section} data-testid={testId} aria-busy={loading ? 'true' : 'false'}>
      <h2>{title}</h2>
      <nav className={styles.switch} aria-label={t('deals.kindLabel')}>
        {(['sale', 'rent'] as const).map((kind) => (
          <Link key={kind} to={hrefWith({ kind, page: 1 })} aria-current={(kind === 'rent') === (rentalType === 2) ? 'true' : undefined} replace preventScrollReset>
            {t(`deals.kind.${kind}`)}
          </Link>
        ))}
      </nav>
      {error && !data ? (
        <ErrorState title={t('deals.errorTitle')} message={error.message} onRetry={onRetry} headingLevel={3} />
      ) : !data ? (
        <SkeletonText lines={8} />
      ) : data.items.length === 0 ? (
        <EmptyState title={emptyTitle} />
      ) : (
        <div className={loading ? `${styles.rows} ${styles.stale}` : styles.rows} inert={loading}>
          <p>{t('deals.count', { count: data.total })}</p>
          <DealTable deals={data.items} locale={locale} caption={title} />
          <Pagination page={data.pageIndex} total={pages} hrefFor={(n) => hrefWith({ page: n })}
            linkComponent={RouterPaginationLink} />
        </div>
      )}
    </section>
  );
}

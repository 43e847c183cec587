import { useApi } from '@portal/shared/api';
import { getEstateDealByEsateId } from '@portal/shared/endpoints';
import type { Locale } from '@portal/shared/routing';
import { EmptyState, ErrorState, Pagination, SkeletonText } from '@portal/shared/ui';
import { Link } from 'react-router';
import { useEstatesT } from '../../../i18n/use-estates-t';
import { DealTable } from './deal-table';
import styles from './deals.module.css';

export const RECENT_MONTHS = 12;
const PAGE = 20;

interface Props {
  estateId: number;
  locale: Locale;
  /** 'recent': the last 12 months of one kind; 'history': every deal, paged */
  mode: 'recent' | 'history';
  rentalType: 1 | 2;
  page: number;
  /** the page URL with another kind or page (real links: the tab is rendered on the server) */
  hrefWith: (change: { kind?: 'sale' | 'rent'; page?: number }) => string;
}

/** An estate's transactions (spec 2.6): the recent ones of sale or rent, or the whole history page by page. */
export function EstateDeals({ estateId, locale, mode, rentalType, page, hrefWith }: Props) {
  const { t } = useEstatesT();
  const history = mode === 'history';
  const body = { estateId, rentalType, pageIndex: page, pageCount: PAGE, ...(history ? {} : { months: RECENT_MONTHS }) };
  const state = useApi(getEstateDealByEsateId, { body, language: locale });
  const pages = state.data ? Math.max(1, Math.ceil(state.data.total / PAGE)) : 1;
  const title = history ? t('deals.historyTitle') : t('deals.recentTitle');
  return (
    <section className={styles.section} data-testid={`estate-deals-${mode}`}>
      <h2>{title}</h2>
      <nav className={styles.switch} aria-label={t('deals.kindLabel')}>
        {(['sale', 'rent'] as const).map((kind) => (
          <Link key={kind} to={hrefWith({ kind, page: 1 })} aria-current={(kind === 'rent') === (rentalType === 2) ? 'true' : undefined} replace preventScrollReset>
            {t(`deals.kind.${kind}`)}
          </Link>
        ))}
      </nav>
      {state.error && !state.data ? (
        <ErrorState title={t('deals.errorTitle')} message={state.error.message} onRetry={state.reload} headingLevel={3} />
      ) : !state.data ? (
        <SkeletonText lines={8} />
      ) : state.data.items.length === 0 ? (
        <EmptyState title={history ? t('deals.noneEver') : t('deals.noneRecent', { months: RECENT_MONTHS })} />
      ) : (
        <>
          <p>{t('deals.count', { count: state.data.total })}</p>
          <DealTable deals={state.data.items} locale={locale} caption={title} />
          <Pagination page={state.data.pageIndex} total={pages} hrefFor={(n) => hrefWith({ page: n })}
            linkComponent={({ href: to, ...rest }) => <Link to={to} {...rest} />} />
        </>
      )}
    </section>
  );
}
